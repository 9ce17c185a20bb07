// The vocabulary a tidy catalogue has: every status spelt the canonical way and every filter
// brand under its canonical vendor name. A list page plans its requests with it while the real
// vocabulary is on its way; whatever the real one changes is asked again (requests.ts), so the
// guess only ever saves time, never changes a page.
import {FILTER_BRANDS} from './brandNames';
import {STATUS_CHOICES, type CatalogueState, type Facets} from './filters';

/** Present in the list; the real count is not known yet (0 would skip a sort group). */
const PRESENT = 1;

/**
 * The tidy vocabulary for a state, or null when the state needs the real one: chosen year and
 * case-size bands expand to the free-text values the catalogue holds, which no guess knows.
 */
export function tidyVocabulary(state: CatalogueState): Facets | null {
  if (state.years.length || state.sizes.length) return null;
  return {
    vendor: FILTER_BRANDS.map((brand) => ({
      value: brand.vendor,
      count: PRESENT,
    })),
    status: STATUS_CHOICES.map((status) => ({value: status, count: PRESENT})),
    // No year values: the 'Newest' sort's year groups wait for the real vocabulary.
    year: [],
    caseSize: [],
  };
}
