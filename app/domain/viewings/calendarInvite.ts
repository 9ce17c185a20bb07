// The calendar invitation sent with a viewing's e-mails: one VEVENT (RFC 5545) in an iTIP
// message (RFC 5546): METHOD:REQUEST for a booking or a move, METHOD:CANCEL for a cancellation,
// one UID per booking and a SEQUENCE that grows with each change, so calendars update the same
// event. Times are UTC. Written here rather than with the `ics` package (docs/libraries.md).

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  /** The booking's id; the UID is `<id>@<host>`. */
  uid: string;
  host: string;
  sequence: number;
  start: number;
  end: number;
  /** When the message is made. */
  stamp: number;
  summary: string;
  location: string;
  description: string;
  organizer: {name: string; email: string};
  attendee: string;
  url?: string;
}

/** A UTC date-time in the basic format: 20261201T100000Z. */
export function icsTime(instant: number) {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function icsText(value: string) {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded with CRLF and a space, never inside a character. */
export function foldLine(line: string) {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function parameterText(value: string) {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

export function calendarInvite(invite: CalendarInvite): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(invite.organizer.name)}//Viewings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}@${invite.host}`,
    `DTSTAMP:${icsTime(invite.stamp)}`,
    `DTSTART:${icsTime(invite.start)}`,
    `DTEND:${icsTime(invite.end)}`,
    `SEQUENCE:${invite.sequence}`,
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${icsText(invite.summary)}`,
    `LOCATION:${icsText(invite.location)}`,
    `DESCRIPTION:${icsText(invite.description)}`,
    `ORGANIZER;CN=${parameterText(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${invite.attendee}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
