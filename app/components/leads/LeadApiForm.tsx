import type {LeadActionData} from '~/lib/leads/action';
import type {LeadApiAddress} from '~/lib/leads/apiRoutes';
import {EnquiryForm} from '~/components/leads/EnquiryForm';
import {QuickSellForm} from '~/components/leads/QuickSellForm';
import {NewsletterForm} from '~/components/leads/NewsletterForm';
import {SourcingForm} from '~/components/leads/SourcingForm';

/** The form a lead API address renders again after a post without JavaScript. */
export function LeadApiForm({
  address,
  token,
  result,
  watch,
}: {
  address: LeadApiAddress;
  token: string;
  result: LeadActionData | undefined;
  /** The watch an enquiry link carried, if any. */
  watch: {productSku: string; productTitle: string} | null;
}) {
  switch (address) {
    case 'enquiry':
      return (
        <EnquiryForm
          initialToken={token}
          serverResult={result}
          productSku={watch?.productSku || null}
          productTitle={watch?.productTitle || null}
        />
      );
    case 'sell':
      return (
        <QuickSellForm
          heading={false}
          initialToken={token}
          serverResult={result}
        />
      );
    case 'newsletter':
      return (
        <NewsletterForm
          source="footer"
          initialToken={token}
          serverResult={result}
        />
      );
    case 'sourcing':
      return <SourcingForm initialToken={token} serverResult={result} />;
  }
}
