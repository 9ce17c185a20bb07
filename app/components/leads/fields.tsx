import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';
import {errorText} from './errorText';

// The parts without a validation library live apart, so light forms (stock alerts) need only them.
export {FormBanner, LeadHiddenFields, SubmitButton} from './formParts';
export {errorText};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;

const inputClass =
  'mt-1 block min-h-11 w-full rounded border border-neutral-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-red-700';

function Label({
  field,
  label,
  required,
}: {
  field: AnyField;
  label: string;
  required?: boolean;
}) {
  const t = useT();
  return (
    <label htmlFor={field.id} className="block text-sm font-medium">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-neutral-500">
          {' '}
          ({t('leads.optional')})
        </span>
      )}
    </label>
  );
}

export function FieldError({
  field,
  vars,
}: {
  field: AnyField;
  vars?: Record<string, string | number>;
}) {
  const t = useT();
  const first = field.errors?.[0];
  return (
    <p
      id={field.errorId}
      className="mt-1 text-sm text-red-700"
      role={first ? 'alert' : undefined}
    >
      {first ? errorText(t, first, vars) : null}
    </p>
  );
}

export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  required,
  placeholder,
  hint,
  inputMode,
}: {
  field: AnyField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** The keyboard a phone shows (an amount: digits and a separator). */
  inputMode?: 'decimal';
}) {
  const props = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? `${field.id}-hint` : undefined,
  });
  return (
    <div>
      <Label
        field={field}
        label={label}
        required={required ?? field.required}
      />
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={inputClass}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-neutral-500">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  rows = 5,
}: {
  field: AnyField;
  label: string;
  rows?: number;
}) {
  const props = getTextareaProps(field);
  return (
    <div>
      <Label field={field} label={label} required={field.required} />
      <textarea {...props} key={props.key} rows={rows} className={inputClass} />
      <FieldError field={field} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
}: {
  field: AnyField;
  label: string;
  options: Array<{value: string; label: string}>;
}) {
  const t = useT();
  const props = getSelectProps(field);
  return (
    <div>
      <Label field={field} label={label} required={field.required} />
      <select {...props} key={props.key} className={inputClass}>
        <option value="">{t('leads.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

export function CheckboxField({
  field,
  label,
}: {
  field: AnyField;
  label: string;
}) {
  const props = getInputProps(field, {type: 'checkbox'});
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input {...props} key={props.key} className="h-4 w-4 accent-ink" />
      {label}
    </label>
  );
}
