import {getInputProps} from '@conform-to/react';
import type {LeadActionData} from '~/server/leads/leadAction';
import {PHOTO_RULES} from '~/domain/leads/limits';
import {useT} from '~/i18n/useTranslation';
import {useLeadForm} from './useLeadForm';
import {FieldError} from './fields';
import {LeadForm} from './LeadForm';
import {FieldRows} from './FieldRows';
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
  const lead = useLeadForm('sellFull', {serverResult, initialToken});
  const {fields} = lead;
  const photos = getInputProps(fields.photos, {
    type: 'file',
    ariaDescribedBy: `${fields.photos.id}-hint`,
  });
  return (
    <LeadForm
      lead={lead}
      encType="multipart/form-data"
      className="space-y-8"
      success={t('leads.sellSuccess')}
      submitLabel={t('leads.sellFullSubmit')}
      pendingLabel={t('leads.submitting')}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="font-display mb-2 text-xl">
          {t('leads.sellFullYou')}
        </legend>
        <FieldRows
          fields={lead.fields}
          rows={['firstName', 'lastName', 'email', 'phone', 'country']}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="font-display mb-2 text-xl">
          {t('leads.sellFullWatch')}
        </legend>
        <FieldRows
          fields={lead.fields}
          rows={[
            'brand',
            'model',
            'reference',
            'dialColor',
            'watchAge',
            'condition',
            'boxPapers',
            'estimatedValue',
            'saleMethod',
            {name: 'additionalNotes', wide: true},
          ]}
        />
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
    </LeadForm>
  );
}
