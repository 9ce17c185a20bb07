import type {LeadActionData} from '~/server/leads/leadAction';
import type {LeadApiAddress} from '~/domain/leads/apiRoutes';
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
  /** What an enquiry link carried (a watch, a service, a subject), if any. */
  watch: {productSku: string; productTitle: string; subject: string} | null;
}) {
  switch (address) {
    case 'enquiry':
      return (
        <EnquiryForm
          initialToken={token}
          serverResult={result}
          productSku={watch?.productSku || null}
          productTitle={watch?.productTitle || null}
          subject={watch?.subject || null}
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
