// The dealer's view of viewings (/admin/viewings, English only as every admin page, decision
// 073): upcoming bookings with the shopper's details, a cancel button per booking (the shopper is
// e-mailed) and a button that sends the reminders due, which an outside scheduler may post too.
import type {AppLoadContext} from 'react-router';
import {viewingPlace} from '~/content/viewingPlaces';
import {VIEWING_ID, cancelViewing, upcomingViewings} from './viewingStore';
import {mailShopper, viewingServices} from './viewingServices';
import {sendDueReminders} from './reminders';
import {slotLabel} from './viewingTimes';
import {formDataWithin} from '~/server/requestBody';

export interface AdminViewingRow {
  id: string;
  when: string;
  place: string;
  watch: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
}

export type AdminViewingsView =
  | {available: true; viewings: AdminViewingRow[]}
  | {available: false; viewings: []};

export interface AdminViewingsDone {
  cancelled?: string;
  reminders?: {sent: number; failed: number};
  error?: string;
}

export async function adminViewings(
  request: Request,
  context: AppLoadContext,
  now = Date.now(),
): Promise<AdminViewingsView> {
  const services = viewingServices(context, request);
  if (!services) return {available: false, viewings: []};
  try {
    const rows = await upcomingViewings(services.store, now);
    return {
      available: true,
      viewings: rows.map((row) => {
        const place = viewingPlace(row.place);
        const slot = {
          start: Date.parse(row.slot_start),
          end: Date.parse(row.slot_end),
        };
        return {
          id: row.id,
          when: slotLabel(slot, place?.timeZone ?? 'Europe/London', 'en'),
          place: place?.name.en ?? row.place,
          watch: row.product_title,
          name: row.name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          language: row.locale,
        };
      }),
    };
  } catch (error) {
    console.error('[viewings] the admin list could not be read', error);
    return {available: false, viewings: []};
  }
}

export async function handleAdminViewingsAction(
  request: Request,
  context: AppLoadContext,
  now = Date.now(),
): Promise<AdminViewingsDone> {
  const services = viewingServices(context, request);
  if (!services) return {error: 'Viewings are not configured.'};
  let form: FormData;
  try {
    form = await formDataWithin(request, 4 * 1024);
  } catch {
    return {error: 'The form could not be read.'};
  }
  const intent = form.get('intent');
  if (intent === 'remind')
    return {reminders: await sendDueReminders(services, now)};
  const id = form.get('viewing');
  if (intent === 'cancel' && typeof id === 'string' && VIEWING_ID.test(id)) {
    const result = await cancelViewing(services.store, id, 'dealer');
    if (result.outcome !== 'cancelled')
      return {error: 'That viewing was already cancelled.'};
    await mailShopper(services, result.viewing, 'cancelledByDealer', now);
    return {cancelled: id};
  }
  return {error: 'Unknown request.'};
}
