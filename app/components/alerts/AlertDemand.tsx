import {Form} from 'react-router';
import type {DemandRow, UnsentRow} from '~/server/alerts/demand';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/alerts';

/** The dealer's demand table and the unsent-messages list with its retry button. */
export function AlertDemand({
  view,
}: {
  view: {
    available: boolean;
    demand: DemandRow[];
    unsent: UnsentRow[];
    retried: number | null;
  };
}) {
  const t = useT();
  if (!view.available)
    return (
      <section className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="font-display text-3xl">{t('alerts.adminTitle')}</h1>
        <p role="alert" className="mt-6">
          {t('alerts.errUnavailable')}
        </p>
      </section>
    );
  const references = view.demand.filter((row) => row.kind === 'reference');
  const filters = view.demand.filter((row) => row.kind === 'filter');
  const table = (rows: DemandRow[], caption: string) => (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="font-display mb-2 text-left text-xl">
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-neutral-300">
          <th scope="col" className="py-2">
            {t('alerts.adminWhat')}
          </th>
          <th scope="col" className="py-2 text-right">
            {t('alerts.adminAlerts')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-2 text-neutral-600">
              {t('alerts.adminNone')}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr
              key={`${row.kind}-${row.reference ?? row.label}`}
              className="border-b border-neutral-200"
            >
              <td className="py-2">
                {row.kind === 'reference' ? row.reference : row.label}
              </td>
              <td className="py-2 text-right tabular-nums">{row.alerts}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  return (
    <section className="mx-auto max-w-4xl space-y-10 px-4 py-12">
      <div>
        <h1 className="font-display text-3xl">{t('alerts.adminTitle')}</h1>
        <p className="mt-2 text-neutral-700">{t('alerts.adminIntro')}</p>
      </div>
      {table(references, t('alerts.adminReferences'))}
      {table(filters, t('alerts.adminFilters'))}
      <div>
        <h2 className="font-display text-xl">{t('alerts.adminUnsent')}</h2>
        {view.retried !== null ? (
          <p role="status" className="mt-2">
            {t('alerts.adminRetried', {count: view.retried})}
          </p>
        ) : null}
        {view.unsent.length === 0 ? (
          <p className="mt-2 text-neutral-600">{t('alerts.adminUnsentNone')}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-300">
                <th scope="col" className="py-2">
                  {t('alerts.adminWhat')}
                </th>
                <th scope="col" className="py-2">
                  {t('alerts.adminAttempts')}
                </th>
                <th scope="col" className="py-2">
                  {t('alerts.adminLastError')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.unsent.map((row) => (
                <tr key={row.id} className="border-b border-neutral-200">
                  <td className="py-2">
                    {row.kind} · {row.created_at}
                  </td>
                  <td className="py-2 tabular-nums">{row.attempts}</td>
                  <td className="py-2 break-all">{row.last_error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Form method="post" className="mt-4">
          <button
            type="submit"
            className="min-h-11 rounded bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t('alerts.adminRetry')}
          </button>
        </Form>
      </div>
    </section>
  );
}
