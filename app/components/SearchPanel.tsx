import {Form} from 'react-router';
import {SidePanel} from '~/components/SidePanel';
import {usePanels} from '~/components/panels';
import {useLocale, useT} from '~/i18n/useTranslation';
import {localizePath} from '~/i18n/locale';

// Minimal search panel for the foundation: a form to the catalogue search.
// The catalogue issue replaces it with live matches and popular-search chips.
export function SearchPanel() {
  const t = useT();
  const locale = useLocale();
  const {closePanel} = usePanels();
  return (
    <SidePanel name="search" title={t('chrome.search')}>
      <Form method="get" action={localizePath('/products', locale)} role="search" onSubmit={closePanel}>
        <label className="block text-sm" htmlFor="search-panel-input">
          {t('chrome.openSearch')}
        </label>
        <input id="search-panel-input" name="search" type="search" autoFocus className="mt-2 w-full rounded border px-3 py-2" />
      </Form>
    </SidePanel>
  );
}
