import {useId} from 'react';
import {SORT_OPTIONS, type SortOption} from '~/lib/catalogue/filters';
import type {MessageKey} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {FILTER_FORM_ID, useFilterSubmit} from './FilterDropdown';

const SORT_LABEL: Record<SortOption, MessageKey> = {
  availability: 'catalogue.sortAvailability',
  'price-asc': 'catalogue.sortPriceAsc',
  'price-desc': 'catalogue.sortPriceDesc',
  newest: 'catalogue.sortNewest',
};

/** Sort order, part of the filter form (so it travels in the URL); applies on change with JavaScript. */
export function SortSelect({value}: {value: SortOption}) {
  const t = useT();
  const id = useId();
  const submit = useFilterSubmit();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-neutral-600">
        {t('catalogue.sortBy')}
      </label>
      <select
        id={id}
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={value}
        key={value}
        onChange={() => {
          const form = document.getElementById(FILTER_FORM_ID);
          if (form instanceof HTMLFormElement) submit(form);
        }}
        className="rounded border border-neutral-300 bg-white px-3 py-2 text-sm focus-visible:outline-2"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(SORT_LABEL[option])}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          form={FILTER_FORM_ID}
          className="rounded border px-3 py-2 text-sm"
        >
          {t('catalogue.apply')}
        </button>
      </noscript>
    </div>
  );
}
