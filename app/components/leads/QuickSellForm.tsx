import {getFormProps} from '@conform-to/react';
import {useDealer} from '~/lib/rootData';
import type {LeadActionData} from '~/lib/leads/action';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {
  errorText,
  FormBanner,
  LeadHiddenFields,
  SelectField,
  SubmitButton,
  TextField,
} from './fields';
import '~/i18n/areas/leads';

/**
 * The small sell form for /sell-your-watch: name, email, phone, brand required;
 * model, reference, box & papers, age, condition optional. Posts to /api/sell.
 * Pass `initialToken` from a loader (`issueLeadToken(context)`) to work without JavaScript
 * on the first try; otherwise the form fetches its token when it mounts.
 */
export function QuickSellForm({
  serverResult,
  initialToken,
  heading = true,
}: {
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
  heading?: boolean;
}) {
  const t = useT();
  const dealer = useDealer();
  const {fetcher, form, fields, token, action, submitting, outcome, formError} =
    useLeadForm('sellQuick', {
      serverResult,
      initialToken,
    });
  return (
    <section
      aria-labelledby={heading ? `${form.id}-title` : undefined}
      className="rounded-lg bg-stone p-6"
    >
      {heading ? (
        <>
          <h2 id={`${form.id}-title`} className="font-display text-2xl">
            {t('leads.sellQuickTitle')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-neutral-700">
            {t('leads.sellQuickIntro')}
          </p>
        </>
      ) : null}
      <fetcher.Form
        method="post"
        action={action}
        {...getFormProps(form)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <LeadHiddenFields token={token} />
        <TextField
          field={fields.name}
          label={t('leads.fieldName')}
          autoComplete="name"
        />
        <TextField
          field={fields.email}
          label={t('leads.fieldEmail')}
          type="email"
          autoComplete="email"
        />
        <TextField
          field={fields.phone}
          label={t('leads.fieldPhone')}
          type="tel"
          autoComplete="tel"
        />
        <TextField field={fields.brand} label={t('leads.fieldBrand')} />
        <TextField field={fields.model} label={t('leads.fieldModel')} />
        <TextField field={fields.reference} label={t('leads.fieldReference')} />
        <SelectField
          field={fields.boxPapers}
          label={t('leads.fieldBoxPapers')}
          options={[
            {value: 'yes', label: t('leads.yes')},
            {value: 'no', label: t('leads.no')},
          ]}
        />
        <TextField field={fields.watchAge} label={t('leads.fieldWatchAge')} />
        <div className="sm:col-span-2">
          <TextField
            field={fields.watchCondition}
            label={t('leads.fieldCondition')}
          />
        </div>
        <div className="space-y-4 sm:col-span-2">
          <FormBanner
            outcome={outcome}
            success={t('leads.sellSuccess')}
            error={
              formError ? errorText(t, formError, {email: dealer.email}) : null
            }
          />
          <SubmitButton
            submitting={submitting}
            pendingLabel={t('leads.submitting')}
          >
            {t('leads.sellQuickSubmit')}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </section>
  );
}
