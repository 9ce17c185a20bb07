import {useEffect, useId, useRef} from 'react';
import {SORT_OPTIONS, type SortOption} from '~/domain/catalogue/filters';
import type {MessageKey} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {FILTER_FORM_ID, useFilterSubmit} from './FilterDropdown';

const SORT_LABEL: Record<SortOption, MessageKey> = {
  availability: 'catalogue.sortAvailability',
  'price-asc': 'catalogue.sortPriceAsc',
  'price-desc': 'catalogue.sortPriceDesc',
  newest: 'catalogue.sortNewest',
};

/** Keys that change a closed select's value without choosing (Chromium fires change at once). */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Sort order, part of the filter form (so it travels in the URL). With JavaScript a pointer's
 * choice applies at once; a keyboard user browses the options with the arrow keys and applies
 * with Enter or by leaving the select, so an arrow key alone never reloads the list.
 */
export function SortSelect({value}: {value: SortOption}) {
  const t = useT();
  const id = useId();
  const submit = useFilterSubmit();
  const ref = useRef<HTMLSelectElement>(null);
  const browsing = useRef(false);
  const unapplied = useRef(false);
  const shown = useRef(value);
  // The URL decides after each navigation (not on hydration: an earlier choice is applied by
  // the filter form); the select itself stays, and so does the focus.
  useEffect(() => {
    if (ref.current && shown.current !== value) ref.current.value = value;
    shown.current = value;
    unapplied.current = false;
  }, [value]);
  const apply = () => {
    unapplied.current = false;
    const form = document.getElementById(FILTER_FORM_ID);
    if (form instanceof HTMLFormElement) submit(form);
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-neutral-600">
        {t('catalogue.sortBy')}
      </label>
      <select
        ref={ref}
        id={id}
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={value}
        onKeyDown={(event) => {
          browsing.current =
            BROWSING_KEYS.has(event.key) ||
            (event.key.length === 1 && event.key !== ' ');
          if (event.key === 'Enter' && unapplied.current) {
            event.preventDefault();
            apply();
          }
        }}
        onKeyUp={() => {
          browsing.current = false;
        }}
        onChange={() => {
          if (browsing.current) unapplied.current = true;
          else apply();
        }}
        onBlur={() => {
          if (unapplied.current) apply();
        }}
        className="min-h-11 rounded border border-neutral-300 bg-white px-3 py-2 text-sm focus-visible:outline-2"
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
          className="min-h-11 rounded border px-3 py-2 text-sm"
        >
          {t('catalogue.apply')}
        </button>
      </noscript>
    </div>
  );
}
