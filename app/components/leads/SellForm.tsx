import {getFormProps, getInputProps} from '@conform-to/react';
import type {LeadActionData} from '~/lib/leads/action';
import {PHOTO_RULES} from '~/lib/leads/limits';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {
  errorText,
  FieldError,
  FormBanner,
  LeadHiddenFields,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './fields';
import '~/i18n/areas/leads';

/** The full sell form (/sell-your-watch-form): every field the dealer asks for, plus up to 6 photos (docs/decisions/007). */
export function SellForm({
  serverResult,
  initialToken,
}: {
  serverResult?: LeadActionData | null;
  initialToken?: string | null;
}) {
  const t = useT();
  const {fetcher, form, fields, token, action, submitting, outcome, formError} =
    useLeadForm('sellFull', {
      serverResult,
      initialToken,
    });
  const photos = getInputProps(fields.photos, {
    type: 'file',
    ariaDescribedBy: `${fields.photos.id}-hint`,
  });
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-8"
    >
      <LeadHiddenFields token={token} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="font-display mb-2 text-xl">
          {t('leads.sellFullYou')}
        </legend>
        <TextField
          field={fields.firstName}
          label={t('leads.fieldFirstName')}
          autoComplete="given-name"
        />
        <TextField
          field={fields.lastName}
          label={t('leads.fieldLastName')}
          autoComplete="family-name"
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
        <SelectField
          field={fields.country}
          label={t('leads.fieldCountry')}
          options={[
            {value: 'UK', label: t('leads.countryUK')},
            {value: 'US', label: t('leads.countryUS')},
            {value: 'EU', label: t('leads.countryEU')},
            {value: 'AS', label: t('leads.countryAS')},
          ]}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="font-display mb-2 text-xl">
          {t('leads.sellFullWatch')}
        </legend>
        <TextField field={fields.brand} label={t('leads.fieldBrand')} />
        <TextField field={fields.model} label={t('leads.fieldModel')} />
        <TextField field={fields.reference} label={t('leads.fieldReference')} />
        <TextField field={fields.dialColor} label={t('leads.fieldDialColor')} />
        <TextField field={fields.watchAge} label={t('leads.fieldWatchAge')} />
        <TextField field={fields.condition} label={t('leads.fieldCondition')} />
        <SelectField
          field={fields.boxPapers}
          label={t('leads.fieldBoxPapers')}
          options={[
            {value: 'Box and papers', label: t('leads.yes')},
            {value: 'Box only', label: t('leads.boxOnly')},
            {value: 'Papers only', label: t('leads.papersOnly')},
            {value: 'Neither', label: t('leads.no')},
          ]}
        />
        <TextField
          field={fields.estimatedValue}
          label={t('leads.fieldEstimatedValue')}
        />
        <SelectField
          field={fields.saleMethod}
          label={t('leads.fieldSaleMethod')}
          options={[
            {value: 'Outright Purchase', label: t('leads.saleOutright')},
            {value: 'Consignment', label: t('leads.saleConsignment')},
            {value: 'Part Exchange', label: t('leads.salePartExchange')},
            {value: 'Not sure', label: t('leads.saleUnsure')},
          ]}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            field={fields.additionalNotes}
            label={t('leads.fieldAdditionalNotes')}
            rows={5}
          />
        </div>
        <div className="sm:col-span-2">
          <label
            htmlFor={fields.photos.id}
            className="block text-sm font-medium"
          >
            {t('leads.fieldPhotos')}{' '}
            <span className="font-normal text-neutral-500">
              ({t('leads.optional')})
            </span>
          </label>
          <input
            {...photos}
            key={photos.key}
            multiple
            accept={PHOTO_RULES.accept}
            className="mt-1 block w-full text-sm file:mr-4 file:rounded file:border-0 file:bg-ink file:px-4 file:py-2 file:text-white"
          />
          <p
            id={`${fields.photos.id}-hint`}
            className="mt-1 text-xs text-neutral-500"
          >
            {t('leads.fieldPhotosHint')}
          </p>
          <FieldError field={fields.photos} />
        </div>
      </fieldset>
      <FormBanner
        outcome={outcome}
        success={t('leads.sellSuccess')}
        error={formError ? errorText(t, formError) : null}
      />
      <SubmitButton
        submitting={submitting}
        pendingLabel={t('leads.submitting')}
      >
        {t('leads.sellFullSubmit')}
      </SubmitButton>
    </fetcher.Form>
  );
}
