import type {MessageKey} from '~/i18n/translate';
import type {useT} from '~/i18n/useTranslation';

type T = ReturnType<typeof useT>;

/** Field errors are message keys ('leads.errTooLong|200' carries a number). */
export function errorText(
  t: T,
  message: string,
  vars: Record<string, string | number> = {},
): string {
  const [key, max] = message.split('|');
  if (!key.startsWith('leads.')) return message;
  return t(key as MessageKey, max ? {...vars, max} : vars);
}
