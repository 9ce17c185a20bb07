import {Form, useLocation} from 'react-router';
import type {AlertPageState} from '~/server/alerts/linkPages';
import type {MessageKey} from '~/i18n/translate';
import {useT} from '~/i18n/useTranslation';
import {AlertPageShell} from './AlertPageShell';
import '~/i18n/areas/alerts';

const STATUS_TEXT: Record<string, MessageKey> = {
  pending: 'alerts.statusPending',
  confirmed: 'alerts.statusConfirmed',
  cancelled: 'alerts.statusCancelled',
};

/** Every alert of one address (from a signed link), each with its own cancel button. */
export function AlertManagePage({state}: {state: AlertPageState}) {
  const t = useT();
  const location = useLocation();
  let body;
  if (state.state !== 'manage')
    body = (
      <p role="alert">
        {t(
          state.state === 'unavailable'
            ? 'alerts.errUnavailable'
            : state.state === 'retired'
              ? 'alerts.manageLinkRetired'
              : 'alerts.linkInvalid',
        )}
      </p>
    );
  else
    body = (
      <>
        <p>{t('alerts.manageIntro', {email: state.email})}</p>
        {state.cancelled ? (
          <p role="status" className="mt-4 text-green-800">
            {t('alerts.manageCancelled', {
              label: state.cancelled.label ?? state.cancelled.reference ?? '',
            })}
          </p>
        ) : null}
        {state.alerts.length === 0 ? (
          <p className="mt-6">{t('alerts.manageEmpty')}</p>
        ) : (
          <ul className="mt-6 divide-y divide-neutral-200 border-y border-neutral-200">
            {state.alerts.map((alert) => (
              <li
                key={alert.id}
                className="flex flex-wrap items-center justify-between gap-3 py-4"
              >
                <div>
                  <p className="font-medium">
                    {alert.label ?? alert.reference}
                  </p>
                  <p className="text-sm text-neutral-600">
                    {t(STATUS_TEXT[alert.status])}
                  </p>
                </div>
                {alert.status !== 'cancelled' ? (
                  <Form
                    method="post"
                    action={`${location.pathname}${location.search}`}
                  >
                    <input type="hidden" name="alert" value={alert.id} />
                    <button
                      type="submit"
                      aria-label={`${t('alerts.cancelButton')}: ${alert.label ?? alert.reference ?? ''}`}
                      className="min-h-11 rounded border border-ink px-4 py-2 text-sm font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2"
                    >
                      {t('alerts.cancelButton')}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  return (
    <AlertPageShell title={t('alerts.manageTitle')}>{body}</AlertPageShell>
  );
}
