// Where and when the dealer shows watches (issue 54; docs/decisions/132-viewings-one-slot-one-booking.md).
// The dealer changes places, hours, slot length, notice, how far ahead and closed dates here and
// nowhere else: the booking pages, the free slots, the e-mails and the admin page read this.
import type {ViewingPlace} from '~/domain/viewings/slots';

/** Days the dealer is away everywhere (local dates, YYYY-MM-DD). */
export const VIEWING_CLOSED_DATES: readonly string[] = [
  '2026-12-24',
  '2026-12-25',
  '2026-12-26',
  '2026-12-31',
  '2027-01-01',
];

// Hours are local wall-clock times in the place's time zone; a day left out is closed.
const SHOWROOM_HOURS = {
  mon: [['10:00', '17:00']],
  tue: [['10:00', '17:00']],
  wed: [['10:00', '17:00']],
  thu: [['10:00', '17:00']],
  fri: [['10:00', '17:00']],
  sat: [['10:00', '14:00']],
} as const;

export const VIEWING_PLACES: readonly ViewingPlace[] = [
  {
    id: 'wilmslow',
    name: {en: 'Wilmslow, Cheshire', de: 'Wilmslow, Cheshire'},
    address: {
      en: 'Wilmslow, Cheshire SK9, United Kingdom',
      de: 'Wilmslow, Cheshire SK9, Vereinigtes Königreich',
    },
    timeZone: 'Europe/London',
    hours: SHOWROOM_HOURS,
    slotMinutes: 60,
    minNoticeHours: 24,
    bookAheadDays: 42,
    closedDates: VIEWING_CLOSED_DATES,
  },
  {
    id: 'london',
    name: {en: 'London', de: 'London'},
    address: {
      en: 'Mayfair, London W1, United Kingdom',
      de: 'Mayfair, London W1, Vereinigtes Königreich',
    },
    timeZone: 'Europe/London',
    hours: {
      tue: [['11:00', '18:00']],
      wed: [['11:00', '18:00']],
      thu: [['11:00', '18:00']],
    },
    slotMinutes: 60,
    minNoticeHours: 48,
    bookAheadDays: 42,
    closedDates: VIEWING_CLOSED_DATES,
  },
  {
    id: 'surrey',
    name: {en: 'Surrey', de: 'Surrey'},
    address: {
      en: 'Cobham, Surrey KT11, United Kingdom',
      de: 'Cobham, Surrey KT11, Vereinigtes Königreich',
    },
    timeZone: 'Europe/London',
    hours: {
      mon: [['10:00', '16:00']],
      fri: [['10:00', '16:00']],
    },
    slotMinutes: 60,
    minNoticeHours: 48,
    bookAheadDays: 42,
    closedDates: VIEWING_CLOSED_DATES,
  },
  {
    id: 'video',
    name: {en: 'Video call', de: 'Videoanruf'},
    address: {
      en: 'We send you the link to the call before it starts',
      de: 'Den Link zum Anruf senden wir Ihnen vorher',
    },
    timeZone: 'Europe/London',
    hours: {
      mon: [
        ['09:00', '12:00'],
        ['13:00', '19:00'],
      ],
      tue: [
        ['09:00', '12:00'],
        ['13:00', '19:00'],
      ],
      wed: [
        ['09:00', '12:00'],
        ['13:00', '19:00'],
      ],
      thu: [
        ['09:00', '12:00'],
        ['13:00', '19:00'],
      ],
      fri: [
        ['09:00', '12:00'],
        ['13:00', '17:00'],
      ],
    },
    slotMinutes: 30,
    minNoticeHours: 4,
    bookAheadDays: 28,
    closedDates: VIEWING_CLOSED_DATES,
  },
];

export function viewingPlace(id: string | null | undefined) {
  return VIEWING_PLACES.find((place) => place.id === id) ?? null;
}
