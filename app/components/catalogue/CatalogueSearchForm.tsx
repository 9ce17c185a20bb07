import {Form} from 'react-router';
import {useT} from '~/i18n/useTranslation';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import {CATALOGUE_SEARCH_ID} from '~/domain/navigation';
import {
  catalogueSearchParams,
  type CatalogueState,
} from '~/domain/catalogue/filters';

/**
 * A plain GET search over the whole catalogue: works with or without JavaScript. The chosen
 * filters and sort travel as hidden fields, so a new search keeps them (from the first page).
 */
export function CatalogueSearchForm({state}: {state: CatalogueState}) {
  const t = useT();
  const site = useSite();
  const value = state.search;
  const kept = [...catalogueSearchParams({...state, search: '', cursor: null})];
  return (
    <Form
      method="get"
      action={sitePath('/products', site)}
      role="search"
      className="mt-4 max-w-xl"
    >
      <label
        className="block text-sm font-medium"
        htmlFor={CATALOGUE_SEARCH_ID}
      >
        {t('catalogue.searchLabel')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={CATALOGUE_SEARCH_ID}
          name="search"
          type="search"
          defaultValue={value}
          key={value}
          placeholder={t('catalogue.searchPlaceholder')}
          // The header's link lands here (#catalogue-search): keep the label above in view too.
          className="min-h-11 w-full scroll-mt-10 rounded border border-neutral-300 px-3 py-2 focus-visible:outline-2"
        />
        <button
          type="submit"
          className="min-h-11 rounded bg-ink px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2"
        >
          {t('catalogue.searchSubmit')}
        </button>
      </div>
      {kept.map(([name, fieldValue], index) => (
        <input
          key={`${name}-${index}`}
          type="hidden"
          name={name}
          value={fieldValue}
        />
      ))}
    </Form>
  );
}
