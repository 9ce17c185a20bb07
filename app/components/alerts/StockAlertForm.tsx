import {useId} from 'react';
import {useFetcher} from 'react-router';
import type {CatalogueState} from '~/domain/catalogue/filters';
import {PARAM} from '~/domain/catalogue/params';
import type {AlertActionData} from '~/server/alerts/subscribe';
import type {AlertSource} from '~/domain/alerts/label';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import {useT} from '~/i18n/useTranslation';
import {LeadHiddenFields, SubmitButton} from '~/components/leads/formParts';
import {useLeadToken} from '~/hooks/useLeadToken';
import '~/i18n/areas/alerts';

export type StockAlertTarget =
  | {kind: 'reference'; reference: string; title?: string | null}
  | {
      kind: 'filter';
      filters: Pick<CatalogueState, 'brands' | 'years' | 'price' | 'sizes'>;
    };

/**
 * "Alert me when one arrives" / "Alert me to new watches like these": an e-mail address and
 * the consent wording; posts to /alerts/subscribe (with a fetcher, or a full page without
 * JavaScript). `serverResult` is that page's actionData.
 */
export function StockAlertForm({
  target,
  source,
  label,
  serverResult,
  initialToken,
}: {
  target: StockAlertTarget;
  source: AlertSource;
  /** What the visitor is subscribing to, as the intro names it. */
  label: string;
  serverResult?: AlertActionData | null;
  initialToken?: string | null;
}) {
  const t = useT();
  const site = useSite();
  const id = useId();
  const fetcher = useFetcher<AlertActionData>();
  const last = fetcher.data ?? serverResult ?? null;
  const token = useLeadToken(initialToken, last?.token);
  const submitting = fetcher.state !== 'idle';
  const outcome = submitting ? null : (last?.outcome ?? null);
  const emailId = `${id}-email`;
  const errorId = `${id}-error`;
  const title =
    target.kind === 'reference'
      ? t('alerts.titleReference')
      : t('alerts.titleFilter');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-neutral-200 bg-stone p-5"
    >
      <h2 id={`${id}-title`} className="font-display text-xl">
        {title}
      </h2>
      {outcome === 'success' ? (
        <p role="status" className="mt-3 text-green-800">
          {t('alerts.success', {email: last?.email ?? ''})}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action={sitePath('/alerts/subscribe', site)}
          className="mt-3 space-y-3"
        >
          <p className="text-sm text-neutral-700">
            {target.kind === 'reference'
              ? t('alerts.introReference', {label})
              : t('alerts.introFilter', {label})}
          </p>
          <LeadHiddenFields token={token} />
          <input type="hidden" name="kind" value={target.kind} />
          <input type="hidden" name="source" value={source} />
          {target.kind === 'reference' ? (
            <>
              <input type="hidden" name="reference" value={target.reference} />
              {target.title ? (
                <input type="hidden" name="title" value={target.title} />
              ) : null}
            </>
          ) : (
            <FilterFields filters={target.filters} />
          )}
          <div>
            <label htmlFor={emailId} className="block text-sm font-medium">
              {t('alerts.emailLabel')}
            </label>
            <div className="mt-1 flex flex-col gap-2 sm:flex-row">
              <input
                id={emailId}
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                defaultValue={last?.email}
                aria-invalid={last?.emailError ? true : undefined}
                aria-describedby={`${id}-consent${last?.emailError || last?.formError ? ` ${errorId}` : ''}`}
                className="min-h-11 min-w-0 flex-1 rounded border border-neutral-300 bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-red-700"
              />
              <SubmitButton
                submitting={submitting}
                pendingLabel={t('alerts.submitting')}
                className="min-h-11 shrink-0 rounded bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
              >
                {t('alerts.submit')}
              </SubmitButton>
            </div>
          </div>
          <p id={`${id}-consent`} className="text-xs text-neutral-600">
            {t('alerts.consent')}
          </p>
          <div aria-live="polite" className="empty:hidden">
            {outcome && (last?.emailError || last?.formError) ? (
              <p id={errorId} role="alert" className="text-sm text-red-800">
                {t(last.emailError ?? last.formError!)}
              </p>
            ) : null}
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}

function FilterFields({
  filters,
}: {
  filters: Pick<CatalogueState, 'brands' | 'years' | 'price' | 'sizes'>;
}) {
  return (
    <>
      {filters.brands.map((brand) => (
        <input
          key={`b-${brand}`}
          type="hidden"
          name={PARAM.brand}
          value={brand}
        />
      ))}
      {filters.years.map((year) => (
        <input key={`y-${year}`} type="hidden" name={PARAM.year} value={year} />
      ))}
      {filters.price ? (
        <input type="hidden" name={PARAM.price} value={filters.price} />
      ) : null}
      {filters.sizes.map((size) => (
        <input key={`s-${size}`} type="hidden" name={PARAM.size} value={size} />
      ))}
    </>
  );
}
