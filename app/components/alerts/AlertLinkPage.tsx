import {Form, Link, useLocation} from 'react-router';
import type {AlertPageState} from '~/server/alerts/linkPages';
import type {MessageKey} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {AlertPageShell} from './AlertPageShell';
import '~/i18n/areas/alerts';

const TEXTS = {
  confirm: {
    title: 'alerts.confirmTitle',
    intro: 'alerts.confirmIntro',
    button: 'alerts.confirmButton',
    done: 'alerts.confirmedText',
  },
  unsubscribe: {
    title: 'alerts.unsubscribeTitle',
    intro: 'alerts.unsubscribeIntro',
    button: 'alerts.unsubscribeButton',
    done: 'alerts.unsubscribedText',
  },
} satisfies Record<string, Record<string, MessageKey>>;

/**
 * A signed e-mail link's page: what the alert is, and one button that confirms or cancels it
 * (posting to this same address, which carries the signature).
 */
export function AlertLinkPage({
  purpose,
  state,
}: {
  purpose: keyof typeof TEXTS;
  state: AlertPageState;
}) {
  const t = useT();
  const location = useLocation();
  const texts = TEXTS[purpose];
  let body;
  if (state.state === 'invalid')
    body = <p role="alert">{t('alerts.linkInvalid')}</p>;
  else if (state.state === 'unavailable')
    body = <p role="alert">{t('alerts.errUnavailable')}</p>;
  else if (state.state === 'expired')
    body = (
      <div className="space-y-6">
        <p role="alert">{t('alerts.linkExpired')}</p>
        <p>
          <Link
            to={state.again}
            className="inline-flex min-h-11 items-center rounded bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t('alerts.linkExpiredAction')}
          </Link>
        </p>
      </div>
    );
  else if (state.state === 'manage' || state.state === 'retired') body = null;
  else {
    const label = state.alert.label ?? state.alert.reference ?? '';
    const cancelled = state.alert.status === 'cancelled';
    if (purpose === 'confirm' && cancelled)
      body = <p role="status">{t('alerts.confirmCancelled')}</p>;
    else if (
      state.state === 'done' ||
      (purpose === 'confirm' && state.alert.status === 'confirmed') ||
      (purpose === 'unsubscribe' && cancelled)
    )
      body = <p role="status">{t(texts.done, {label})}</p>;
    else
      body = (
        <Form
          method="post"
          action={`${location.pathname}${location.search}`}
          className="space-y-6"
        >
          <p>{t(texts.intro, {label})}</p>
          <button
            type="submit"
            className="min-h-11 rounded bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t(texts.button)}
          </button>
        </Form>
      );
  }
  return <AlertPageShell title={t(texts.title)}>{body}</AlertPageShell>;
}
