// The booking form's fields and their rules (the server is the authority; the page's inputs
// carry the same limits). Error messages are message keys, as the lead forms' are.
import {z} from 'zod';
import {LIMITS} from '~/domain/leads/limits';
import {email, optionalText, requiredText} from '~/domain/leads/schemas';
import '~/i18n/areas/viewings';

export const VIEWING_MESSAGE_MAX = 2000;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,199}$/;

export const bookingSchema = z.object({
  place: z.string({error: 'viewings.errPlace'}).min(1, 'viewings.errPlace'),
  // A slot is named by its start, milliseconds since the epoch.
  slot: z
    .string({error: 'viewings.errSlot'})
    .regex(/^\d{10,14}$/, 'viewings.errSlot')
    .transform(Number),
  name: requiredText(LIMITS.name),
  email,
  phone: requiredText(LIMITS.phone),
  message: optionalText(VIEWING_MESSAGE_MAX, true),
  watch: z
    .string()
    .optional()
    .transform((value) => (value && HANDLE.test(value) ? value : null)),
});

export type BookingData = z.output<typeof bookingSchema>;

/** A watch handle from an address, or null. */
export function watchHandle(value: string | null | undefined) {
  return value && HANDLE.test(value) ? value : null;
}
