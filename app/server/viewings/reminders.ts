// The reminder the day before a viewing. Oxygen runs no scheduler (decision 050): as the stock
// alerts' retries, reminders go out when the shop is visited (the booking pages leave the run
// behind their answer with waitUntil) and from the dealer's button on /admin/viewings, which an
// outside scheduler may also post. Each reminder is claimed in SQL before it is sent, so runs
// that overlap never send one twice; a failed send is released for the next run.
import {addDays, localDate, wallTimeToInstant} from '~/domain/viewings/slots';
import {claimReminders, markReminder} from './viewingStore';
import {mailShopper, type ViewingServices} from './viewingServices';

const TIME_ZONE = 'Europe/London';

export interface ReminderReport {
  sent: number;
  failed: number;
}

/**
 * Reminds the viewings of tomorrow (UK date) booked before today: someone who booked today for
 * tomorrow has the confirmation in hand already.
 */
export async function sendDueReminders(
  services: ViewingServices,
  now = Date.now(),
): Promise<ReminderReport> {
  const today = localDate(now, TIME_ZONE);
  const tomorrow = addDays(today, 1);
  const startOf = (date: string) =>
    wallTimeToInstant(date, 0, TIME_ZONE) ?? Date.parse(`${date}T00:00:00Z`);
  const due = await claimReminders(services.store, {
    from: startOf(tomorrow),
    to: startOf(addDays(tomorrow, 1)),
    bookedBefore: startOf(today),
  });
  const report: ReminderReport = {sent: 0, failed: 0};
  for (const viewing of due) {
    const sent = await mailShopper(services, viewing, 'reminder', now);
    await markReminder(services.store, viewing.id, sent).catch(
      (error: unknown) =>
        console.error('[viewings] could not record a reminder', error),
    );
    if (sent) report.sent++;
    else report.failed++;
  }
  return report;
}

/** Runs the reminders behind a page's answer; a failure is logged, never shown. */
export function remindInBackground(
  services: ViewingServices,
  waitUntil: ((promise: Promise<unknown>) => void) | undefined,
) {
  waitUntil?.(
    sendDueReminders(services).catch((error: unknown) =>
      console.error('[viewings] reminders not sent', error),
    ),
  );
}
