// The subscribe form's action, built from the lead forms' pieces: the signed render token
// (submission id = the alert's id, so a repeated post is one alert; minimum time before
// sending), the honeypot and the per-visitor rate limit. The alert is stored pending with the
// public key; the opt-in e-mail is queued once per alert and sent after the answer.
import {data} from 'react-router';
import {HONEYPOT_FIELD, LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {minSubmitMs, takeVisitorRateLimit} from '~/server/leads/leadAction';
import {signLeadToken, verifyLeadToken} from '~/server/leads/token';
import {BodyTooLargeError, formDataWithin} from '~/server/requestBody';
import type {ShopEnv} from '~/server/env';
import type {Locale} from '~/i18n/locale';
import type {Site} from '~/domain/markets/sitePath';
import type {MessageKey} from '~/i18n/translate';
import {sendDeliveries} from './delivery';
import {
  alertLabel,
  alertRow,
  type AlertSource,
  type AlertTarget,
  parseAlertEmail,
  parseAlertSource,
  parseAlertTarget,
} from '../../domain/alerts/request';
import {alertServices} from './services';
import {
  insertPendingAlert,
  type QueuedDelivery,
  type QueuedOptIn,
} from './alertStore';
import {callServiceFunction} from '~/server/serviceFunctions';

export type AlertOutcome =
  | 'success'
  | 'invalid'
  | 'confirm'
  | 'failure'
  | 'rate_limited'
  | 'too_many'
  | 'unavailable';

export interface AlertActionData {
  form: 'stockAlert';
  outcome: AlertOutcome;
  /** What the visitor typed, to show again. */
  email: string;
  /** A message key for the e-mail field or the whole form. */
  emailError?: MessageKey;
  formError?: MessageKey;
  token: string;
  /** What the form subscribed to, so a page without JavaScript can show the form again. */
  target?: AlertTarget;
  source?: AlertSource;
  label?: string;
}

const MAX_TOKEN_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_BODY_BYTES = 16 * 1024;

interface SubscribeContext {
  shopEnv: ShopEnv;
  dealer: {shopName: string; email: string};
  locale: Locale;
  site: Site;
  env?: unknown;
  waitUntil?: (promise: Promise<unknown>) => void;
}

function reply(
  body: Omit<AlertActionData, 'form'>,
  status: number,
  headers: Record<string, string> = {},
) {
  return data<AlertActionData>(
    {form: 'stockAlert', ...body},
    {status, headers: {'Cache-Control': 'no-store', ...headers}},
  );
}

export async function handleAlertSubscribe({
  request,
  context,
}: {
  request: Request;
  context: SubscribeContext;
}) {
  const secret = context.shopEnv.SESSION_SECRET;
  const now = Date.now();
  if (request.method !== 'POST')
    throw new Response(null, {status: 405, headers: {Allow: 'POST'}});
  let form: FormData;
  try {
    // Counted while it streams: Content-Length can be absent (chunked) or wrong.
    form = await formDataWithin(request, MAX_BODY_BYTES);
  } catch (error) {
    return reply(
      {
        outcome: 'invalid',
        email: '',
        formError:
          error instanceof BodyTooLargeError
            ? 'alerts.errTooLarge'
            : 'alerts.errInvalid',
        token: await signLeadToken(secret),
      },
      error instanceof BodyTooLargeError ? 413 : 400,
    );
  }
  const typed = String(form.get('email') ?? '').slice(0, 300);
  const presented = await verifyLeadToken(secret, form.get(LEAD_TOKEN_FIELD));
  const token = presented
    ? String(form.get(LEAD_TOKEN_FIELD))
    : await signLeadToken(secret);

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '')
    return reply(
      {outcome: 'success', email: typed, token: await signLeadToken(secret)},
      200,
    );

  const target = parseAlertTarget(form);
  if (!target)
    return reply(
      {outcome: 'invalid', email: typed, formError: 'alerts.errInvalid', token},
      400,
    );
  const source = parseAlertSource(form.get('source'));
  const echo = {
    target,
    source,
    label: alertLabel(context.locale, target, context.site.market.currency),
  };
  const email = parseAlertEmail(typed);
  if (!email)
    return reply(
      {
        outcome: 'invalid',
        email: typed,
        emailError: 'alerts.errEmail',
        token,
        ...echo,
      },
      400,
    );

  if (
    !presented ||
    now - presented.issuedAt < minSubmitMs(context) ||
    now - presented.issuedAt > MAX_TOKEN_AGE_MS
  ) {
    const renewed = await signLeadToken(secret, {
      submissionId: presented?.submissionId,
      issuedAt: now,
    });
    return reply(
      {
        outcome: 'confirm',
        email: typed,
        formError: 'alerts.confirmSubmit',
        token: renewed,
        ...echo,
      },
      400,
    );
  }

  const {limit, cookie} = await takeVisitorRateLimit(
    'stockAlert',
    request,
    context,
  );
  if (!limit.allowed)
    return reply(
      {
        outcome: 'rate_limited',
        email: typed,
        formError: 'alerts.rateLimited',
        token,
        ...echo,
      },
      429,
      {...cookie, 'Retry-After': String(limit.retryAfterSeconds)},
    );

  const services = alertServices(context, request);
  if (!services)
    return reply(
      {
        outcome: 'unavailable',
        email: typed,
        formError: 'alerts.errUnavailable',
        token,
        ...echo,
      },
      503,
      cookie,
    );

  const alertId = presented.submissionId;
  let queued: QueuedDelivery[];
  let capped = false;
  try {
    await insertPendingAlert(
      services.store,
      alertRow({
        id: alertId,
        email,
        site: context.site,
        target,
        source,
      }),
    );
    // Queued once per alert (a repeated post finds it queued and sends nothing new), and at
    // most three times per address in 24 hours, counted in the database for every isolate.
    const [optIn] = await callServiceFunction<QueuedOptIn[]>(
      services.store,
      'queue_stock_alert_opt_in',
      {alert: alertId},
    );
    capped = optIn?.outcome === 'capped';
    queued = optIn?.outcome === 'queued' ? [optIn] : [];
  } catch (error) {
    console.error(`[alerts] alert ${alertId} was not stored: ${String(error)}`);
    return reply(
      {
        outcome: 'failure',
        email: typed,
        formError: 'alerts.errFailure',
        token,
        ...echo,
      },
      503,
      cookie,
    );
  }
  if (capped)
    return reply(
      {
        outcome: 'too_many',
        email: typed,
        formError: 'alerts.errTooManyOptIns',
        token,
        ...echo,
      },
      429,
      cookie,
    );
  (context.waitUntil ?? (() => {}))(
    sendDeliveries(services, queued, 'confirmation').catch((error: unknown) =>
      console.error('[alerts] confirmation not sent', error),
    ),
  );
  return reply(
    {outcome: 'success', email, token: await signLeadToken(secret), ...echo},
    200,
    cookie,
  );
}
