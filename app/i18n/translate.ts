import type {Locale} from './locale';
import type {English} from './messages';
import {catalogFor} from './catalog';

type Areas = English;
/** 'area.key' for every text, so a missing key is a type error. */
export type MessageKey = {
  [A in keyof Areas]: `${A & string}.${keyof Areas[A] & string}`;
}[keyof Areas];

export type Vars = Record<string, string | number>;

/** Fills {name} placeholders; an unknown placeholder is left as written. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

type Table = Record<string, string>;

/**
 * The text in the locale's language. Components get German loaded first (useLocale, entry.client);
 * should a caller run before that, it gets the English text. (An on-demand area must be imported by
 * its users, app/i18n/areas; app/i18n/areas.test.ts checks that they do.)
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  vars?: Vars,
): string {
  const [area, name] = key.split('.') as [keyof Areas, string];
  const text =
    (catalogFor(locale)?.[area] as Table | undefined)?.[name] ??
    (catalogFor('en')?.[area] as Table | undefined)?.[name] ??
    key;
  return interpolate(text, vars);
}
