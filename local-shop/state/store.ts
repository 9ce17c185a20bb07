// The local shop's memory between runs: merchandiser changes, created watches and carts, in one JSON file under
// the data directory. Writes are debounced and atomic (temp file + rename), so a crash never
// leaves half a file behind.
import {
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join} from 'node:path';
import type {CartRecord} from '../storefront/carts';
import type {MerchandiserChange} from '../storefront/stock';
import type {WatchSeed} from '../catalogue/types';
import type {SavedStoreSetup} from '../admin/store-setup';
import type {DraftOrderRecord} from '../admin/draftOrders';
import type {SavedMarkets} from '../markets/markets';

export interface SavedState {
  version: 1;
  changes: Record<string, MerchandiserChange>;
  carts: CartRecord[];
  /** Watches created through the Admin API (absent in files written before it existed). */
  created?: WatchSeed[];
  /** Metafield definitions, collections and webhook subscriptions (absent in older files). */
  storeSetup?: SavedStoreSetup;
  /** Draft orders and the stock they hold (absent in older files). */
  draftOrders?: DraftOrderRecord[];
  /** The store's markets (absent in older files). */
  markets?: SavedMarkets;
}

const FILE = 'shop-state.json';

export class StateStore {
  private timer: NodeJS.Timeout | null = null;
  private collect: (() => SavedState) | null = null;

  constructor(
    readonly dataDir: string,
    private debounceMs = 50,
  ) {
    mkdirSync(dataDir, {recursive: true});
  }

  /** Forgets everything saved (the --reset flag). */
  reset() {
    rmSync(join(this.dataDir, FILE), {force: true});
  }

  load(): SavedState {
    try {
      const parsed = JSON.parse(
        readFileSync(join(this.dataDir, FILE), 'utf8'),
      ) as SavedState | null;
      if (parsed?.version === 1) return parsed;
    } catch {
      // No saved state yet, or unreadable: start from the catalogue.
    }
    return {version: 1, changes: {}, carts: []};
  }

  /** Where to read the current state from when it is time to save. */
  source(collect: () => SavedState) {
    this.collect = collect;
  }

  scheduleSave() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.saveNow();
    }, this.debounceMs);
  }

  saveNow() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.collect) return;
    const target = join(this.dataDir, FILE);
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.collect()));
    renameSync(temp, target);
  }
}
