// "Alert me when one arrives". Until stock alerts exist this is an enquiry prefilled with the
// reference: with JavaScript the enquiry panel opens; without it the post comes back to the page
// with the enquiry form open (the route's action). Stock alerts replace this one component.
import {lazy, Suspense} from 'react';
import {Form} from 'react-router';
import {usePanels} from '~/components/panels';
import {useT} from '~/i18n/useTranslation';

const EnquiryForm = lazy(() =>
  import('~/components/leads/EnquiryForm').then((m) => ({
    default: m.EnquiryForm,
  })),
);

export function AlertAction({
  reference,
  model,
  enquiryToken,
}: {
  reference: string;
  model: string;
  /** Set when the visitor asked without JavaScript: the form is shown in place. */
  enquiryToken: string | null;
}) {
  const t = useT();
  const {openPanel} = usePanels();
  const subject = t('references.alertSubject', {reference});
  return (
    <section
      id="alert"
      aria-labelledby="alert-heading"
      className="rounded border border-neutral-200 p-6"
    >
      <h2 id="alert-heading" className="font-display text-2xl">
        {t('references.alertHeading')}
      </h2>
      <p className="mt-2 text-neutral-700">
        {t('references.alertText', {reference})}
      </p>
      {enquiryToken ? (
        <div className="mt-4">
          <Suspense fallback={null}>
            <EnquiryForm
              productSku={reference}
              productTitle={model}
              subject={subject}
              initialToken={enquiryToken}
            />
          </Suspense>
        </div>
      ) : (
        <Form
          method="post"
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            openPanel('enquiry', {
              productSku: reference,
              productTitle: model,
              subject,
            });
          }}
        >
          <input type="hidden" name="intent" value="alert" />
          <button
            type="submit"
            className="min-h-11 rounded bg-ink px-6 py-3 text-sm text-white focus-visible:outline-2"
          >
            {t('references.alertMe')}
          </button>
        </Form>
      )}
    </section>
  );
}
