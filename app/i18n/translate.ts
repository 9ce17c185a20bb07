import {messages} from './messages';
import type {Locale} from './locale';

type Areas = typeof messages;
/** 'area.key' for every text, so a missing key is a type error. */
export type MessageKey = {
  [A in keyof Areas]: `${A & string}.${keyof Areas[A]['en'] & string}`;
}[keyof Areas];

export type Vars = Record<string, string | number>;

/** Fills {name} placeholders; an unknown placeholder is left as written. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  const [area, name] = key.split('.') as [keyof Areas, string];
  const table = messages[area] as unknown as Record<Locale, Record<string, string>>;
  const text = table[locale]?.[name] ?? table.en[name] ?? key;
  return interpolate(text, vars);
}
