// Sends claimed alert messages and records each outcome in alert_deliveries, so a failed send
// stays visible (admin page) and is retried: a few times at once, then by the next webhook or
// the dealer's "retry" button, up to MAX_ATTEMPTS sends in all.
import {confirmationMail, stockAlertMail} from '../../domain/alerts/emails';
import {sendMail} from './mailer';
import type {AlertServices} from './services';
import {callServiceFunction} from '~/server/serviceFunctions';
import type {QueuedDelivery} from './alertStore';

export const MAX_ATTEMPTS = 5;
const QUICK_RETRY_DELAYS_MS = [300, 1500];

export interface DeliveryReport {
  sent: number;
  failed: number;
}

async function sendOne(
  services: AlertServices,
  delivery: QueuedDelivery,
  kind: 'confirmation' | 'alert',
): Promise<boolean> {
  const message =
    kind === 'confirmation'
      ? await confirmationMail(services.mailContext, delivery)
      : await stockAlertMail(services.mailContext, delivery);
  let lastError = '';
  for (let attempt = 0; attempt <= QUICK_RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0)
      await new Promise((resolve) =>
        setTimeout(resolve, QUICK_RETRY_DELAYS_MS[attempt - 1]),
      );
    try {
      await sendMail(services.mail, message);
      await callServiceFunction(services.store, 'mark_stock_alert_delivery', {
        delivery_id: delivery.delivery_id,
        sent: true,
        error: null,
      });
      return true;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  console.error(
    `[alerts] ${kind} ${delivery.delivery_id} to alert ${delivery.alert_id} not sent: ${lastError}`,
  );
  await callServiceFunction(services.store, 'mark_stock_alert_delivery', {
    delivery_id: delivery.delivery_id,
    sent: false,
    error: lastError,
  }).catch((error: unknown) =>
    console.error('[alerts] could not record a failed send', error),
  );
  return false;
}

export async function sendDeliveries(
  services: AlertServices,
  deliveries: QueuedDelivery[],
  kind?: 'confirmation' | 'alert',
): Promise<DeliveryReport> {
  const report: DeliveryReport = {sent: 0, failed: 0};
  for (const delivery of deliveries) {
    const ok = await sendOne(
      services,
      delivery,
      kind ?? delivery.delivery_kind ?? 'alert',
    );
    if (ok) report.sent++;
    else report.failed++;
  }
  return report;
}

/**
 * Messages that did not go out earlier, tried again. Each is claimed in SQL before it is sent
 * (claim_due_stock_alert_deliveries: one statement, rows another run holds skipped), so two
 * overlapping runs (a webhook's and the dealer's button) never send one message twice.
 */
export async function retryUnsent(
  services: AlertServices,
  {failedWaitSeconds = 0}: {failedWaitSeconds?: number} = {},
): Promise<DeliveryReport> {
  const unsent = await callServiceFunction<QueuedDelivery[]>(
    services.store,
    'claim_due_stock_alert_deliveries',
    {max_attempts: MAX_ATTEMPTS, failed_wait_seconds: failedWaitSeconds},
  );
  return sendDeliveries(services, unsent);
}

/**
 * How long a failed send waits before a webhook's retry run takes it again: a mail service that
 * is down is not asked on every webhook, and the dealer's "send again" (no wait) still finds it.
 */
export const AUTOMATIC_RETRY_WAIT_SECONDS = 60;
