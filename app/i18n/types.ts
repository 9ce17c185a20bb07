import type {English} from './messages';

/** Another language's texts for one area: exactly the English keys, each a string. */
export type Texts<English> = {[Key in keyof English]: string};

/** One language's texts: every area, with exactly the English keys. */
export type Catalog = {[Area in keyof English]: Texts<English[Area]>};
