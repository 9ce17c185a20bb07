// The three status lists (/available, /on-request, /recently-sold): the general catalogue
// narrowed to one status, price high to low, paged like the catalogue.
import type {ReadStorefront} from '~/server/storefrontData';
import {EMPTY_STATE, type StatusChoice} from '../../domain/catalogue/filters';
import {loadCataloguePage} from './query';

export async function loadStatusList(
  readStorefront: ReadStorefront,
  status: StatusChoice,
  cursor: string | null,
) {
  return loadCataloguePage(readStorefront, {
    source: {kind: 'collection', handle: 'all-watches'},
    state: {...EMPTY_STATE, statuses: [status], sort: 'availability', cursor},
  });
}
