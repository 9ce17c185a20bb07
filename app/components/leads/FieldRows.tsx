import {Fragment} from 'react';
import type {MessageKey} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/leads';
import {SelectField, TextAreaField, TextField, type AnyField} from './fields';

type Option = {value: string; label: MessageKey};

/** How one lead field is shown: its label, control and what the browser may fill in. */
type RowSpec = {
  label: MessageKey;
  control?: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  autoComplete?: string;
  /** Text areas: visible lines. */
  rows?: number;
  /** Selects: the choices (values are what the lead stores). */
  options?: Option[];
  /** Spans both columns of a two-column form. */
  wide?: boolean;
};

// Every lead form's fields, labelled and autocompleted the same way wherever they appear.
const FIELD_ROWS = {
  name: {label: 'leads.fieldName', autoComplete: 'name'},
  firstName: {label: 'leads.fieldFirstName', autoComplete: 'given-name'},
  lastName: {label: 'leads.fieldLastName', autoComplete: 'family-name'},
  email: {label: 'leads.fieldEmail', control: 'email', autoComplete: 'email'},
  phone: {label: 'leads.fieldPhone', control: 'tel', autoComplete: 'tel'},
  subject: {label: 'leads.fieldSubject'},
  brand: {label: 'leads.fieldBrand'},
  model: {label: 'leads.fieldModel'},
  reference: {label: 'leads.fieldReference'},
  budget: {label: 'leads.fieldBudget'},
  dialColor: {label: 'leads.fieldDialColor'},
  watchAge: {label: 'leads.fieldWatchAge'},
  condition: {label: 'leads.fieldCondition'},
  watchCondition: {label: 'leads.fieldCondition'},
  estimatedValue: {label: 'leads.fieldEstimatedValue'},
  message: {label: 'leads.fieldMessage', control: 'textarea', rows: 5},
  additionalNotes: {
    label: 'leads.fieldAdditionalNotes',
    control: 'textarea',
    rows: 5,
  },
  country: {
    label: 'leads.fieldCountry',
    control: 'select',
    options: [
      {value: 'UK', label: 'leads.countryUK'},
      {value: 'US', label: 'leads.countryUS'},
      {value: 'EU', label: 'leads.countryEU'},
      {value: 'AS', label: 'leads.countryAS'},
    ],
  },
  boxPapers: {
    label: 'leads.fieldBoxPapers',
    control: 'select',
    options: [
      {value: 'Box and papers', label: 'leads.yes'},
      {value: 'Box only', label: 'leads.boxOnly'},
      {value: 'Papers only', label: 'leads.papersOnly'},
      {value: 'Neither', label: 'leads.no'},
    ],
  },
  saleMethod: {
    label: 'leads.fieldSaleMethod',
    control: 'select',
    options: [
      {value: 'Outright Purchase', label: 'leads.saleOutright'},
      {value: 'Consignment', label: 'leads.saleConsignment'},
      {value: 'Part Exchange', label: 'leads.salePartExchange'},
      {value: 'Not sure', label: 'leads.saleUnsure'},
    ],
  },
} as const satisfies Record<string, RowSpec>;

export type LeadFieldName = keyof typeof FIELD_ROWS;

/** Who is asking and which watch: the rows the sourcing and quick-sell forms open with. */
export const PERSON_AND_WATCH_ROWS = [
  'name',
  'email',
  'phone',
  'brand',
  'model',
  'reference',
] as const satisfies LeadFieldName[];

/** A field by name, or by name with what this form shows differently. */
export type FieldRow<Name extends string> =
  Name | ({name: Name} & Partial<RowSpec>);

/**
 * The rows of a lead form, in order: each field's label, control, autocomplete and error
 * from one table, so the same field reads the same on every form (and in German).
 */
export function FieldRows({
  fields,
  rows,
}: {
  /** The form's fields (useLeadForm), by name. */
  fields: Record<string, AnyField>;
  rows: Array<FieldRow<LeadFieldName>>;
}) {
  const t = useT();
  return rows.map((row) => {
    const {name, ...override} = typeof row === 'string' ? {name: row} : row;
    const spec: RowSpec = {...FIELD_ROWS[name], ...override};
    const field = fields[name];
    const label = t(spec.label);
    const control =
      spec.control === 'textarea' ? (
        <TextAreaField field={field} label={label} rows={spec.rows} />
      ) : spec.control === 'select' ? (
        <SelectField
          field={field}
          label={label}
          options={(spec.options ?? []).map((option) => ({
            value: option.value,
            label: t(option.label),
          }))}
        />
      ) : (
        <TextField
          field={field}
          label={label}
          type={spec.control}
          autoComplete={spec.autoComplete}
        />
      );
    return spec.wide ? (
      <div key={name} className="sm:col-span-2">
        {control}
      </div>
    ) : (
      <Fragment key={name}>{control}</Fragment>
    );
  });
}
