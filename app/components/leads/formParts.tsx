// The pieces every lead form shares that need no form library: the hidden token and honeypot,
// the outcome banner and the submit button.
import type {ReactNode} from 'react';
import {HONEYPOT_FIELD, LEAD_TOKEN_FIELD} from '~/domain/leads/fieldNames';
import {useT} from '~/i18n/useTranslation';

/** The hidden render token and the honeypot every lead form carries. */
export function LeadHiddenFields({token}: {token: string}) {
  const t = useT();
  return (
    <>
      <input type="hidden" name={LEAD_TOKEN_FIELD} value={token} />
      {/* People never see or reach this; bots fill it in. */}
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] h-px w-px overflow-hidden"
      >
        <label>
          {t('leads.honeypotLabel')}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}

/** Success or error banner, announced to screen readers. */
export function FormBanner({
  outcome,
  success,
  error,
}: {
  outcome: string | null;
  success: string;
  error: string | null;
}) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {outcome === 'success' ? (
        <p className="rounded border border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900">
          {success}
        </p>
      ) : error ? (
        <p
          role="alert"
          className="rounded border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  submitting,
  pendingLabel,
  children,
  className,
}: {
  submitting: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-disabled={submitting}
      className={
        className ??
        'w-full rounded bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60'
      }
    >
      {submitting ? pendingLabel : children}
    </button>
  );
}
