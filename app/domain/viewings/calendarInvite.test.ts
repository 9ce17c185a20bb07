import {describe, expect, it} from 'vitest';
import {calendarInvite, foldLine, icsText, icsTime} from './calendarInvite';

const invite = {
  method: 'REQUEST' as const,
  uid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  host: 'shop.example',
  sequence: 2,
  start: Date.parse('2026-12-01T10:00:00Z'),
  end: Date.parse('2026-12-01T11:00:00Z'),
  stamp: Date.parse('2026-11-29T09:15:30.123Z'),
  summary: 'Viewing at Shop: Rolex; Submariner, 126610LN',
  location: 'Wilmslow, Cheshire',
  description: 'Line one\nLine two',
  organizer: {name: 'Shop "Ltd"', email: 'viewings@shop.example'},
  attendee: 'buyer@example.com',
};

describe('the calendar invitation', () => {
  it('is an iTIP request with one event in UTC (RFC 5545, 5546)', () => {
    const text = calendarInvite(invite);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Shop "Ltd"//Viewings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines).toContain(
      'UID:0f8fad5b-d9cb-469f-a165-70867728950e@shop.example',
    );
    expect(lines).toContain('DTSTAMP:20261129T091530Z');
    expect(lines).toContain('DTSTART:20261201T100000Z');
    expect(lines).toContain('DTEND:20261201T110000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(
      'SUMMARY:Viewing at Shop: Rolex\\; Submariner\\, 126610LN',
    );
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain(
      'ORGANIZER;CN="Shop Ltd":mailto:viewings@shop.example',
    );
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(calendarInvite({...invite, method: 'CANCEL'})).toContain(
      '\r\nSTATUS:CANCELLED\r\n',
    );
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ä'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('escapes text and writes times in the basic UTC form', () => {
    expect(icsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsTime(Date.parse('2027-03-28T01:30:00Z'))).toBe(
      '20270328T013000Z',
    );
  });
});
