import type {Locale} from './locale';

/** One area's texts in every language; German must have exactly the English keys. */
export type MessageArea<T extends Record<string, string>> = Record<Locale, T>;
