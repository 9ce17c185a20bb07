// Booking a viewing against the run's local shop (its PostgreSQL built from
// supabase/migrations, its e-mail stand-in and inbox), with the worker's own request context:
// free slots, a booking stored once, a taken slot, fifty bookings of one slot at once, the
// confirmation with its calendar invitation, cancel and move through the signed link, the
// dealer's page and the reminder the day before.
import {describe, expect, it, vi} from 'vitest';
import {randomUUID} from 'node:crypto';
import {localShopUrl, routeArgs} from '../support/shopContext';
import {signLeadToken} from '~/server/leads/token';
import {HONEYPOT_FIELD, LEAD_TOKEN_FIELD} from '~/domain/leads/forms';
import {
  action as bookAction,
  loader as bookLoader,
} from '~/routes/($locale).book-a-viewing';
import {
  action as manageAction,
  loader as manageLoader,
} from '~/routes/($locale).viewings.manage';
import {
  action as adminAction,
  loader as adminLoader,
} from '~/routes/admin.viewings';
import type {BookingActionData} from '~/server/viewings/bookingAction';
import type {ManagePageData} from '~/server/viewings/managePage';
import type {AdminViewingsView} from '~/server/viewings/adminViewings';
import {viewingManageLink} from '~/server/viewings/viewingLinks';
import {viewingServices} from '~/server/viewings/viewingServices';
import {sendDueReminders} from '~/server/viewings/reminders';
import {loadCatalogue} from '../../local-shop/catalogue';

const SECRET = 'local-shop-development-session-secret';
type Reply<T> = {data: T; init: {status?: number} | null};
type Page = Awaited<ReturnType<typeof bookLoader>>;

let ip = 0;
const freshIp = () => `192.0.2.${++ip % 250}`;
let ipv6 = 0;
const freshIpv6 = () => `2001:db8::${(++ipv6).toString(16)}`;
const email = (label: string) => `${label}-${randomUUID()}@example.com`;

/** A token rendered 5 s ago: the minimum time before submitting is honestly met. */
const pastToken = () => signLeadToken(SECRET, {issuedAt: Date.now() - 5000});

async function page(search: string, locale: 'en' | 'de' = 'en') {
  const prefix = locale === 'de' ? '/de' : '';
  return (await bookLoader(
    (await routeArgs(`${prefix}/book-a-viewing${search}`, {
      params: locale === 'de' ? {locale: 'de'} : {},
    })) as never,
  )) as Page;
}

/** The free times of a place's first free day (or the day at `dayIndex`). */
async function freeTimes(place: string, dayIndex = 0, watch?: string) {
  const first = await page(`?place=${place}${watch ? `&watch=${watch}` : ''}`);
  const day = first.picker!.days[dayIndex].date;
  const chosen = await page(
    `?place=${place}&day=${day}${watch ? `&watch=${watch}` : ''}`,
  );
  return {day, slots: chosen.picker!.slots, page: chosen};
}

async function book(
  fields: Record<string, string>,
  {
    token,
    locale = 'en',
    ipAddress = freshIp(),
    env,
  }: {
    token?: string;
    locale?: 'en' | 'de';
    ipAddress?: string;
    env?: Record<string, string>;
  } = {},
) {
  const prefix = locale === 'de' ? '/de' : '';
  const body = new URLSearchParams({
    [LEAD_TOKEN_FIELD]: token ?? (await pastToken()),
    name: 'Alex Collector',
    phone: '+44 7700 900123',
    message: 'Please bring the box.',
    ...fields,
  });
  return (await bookAction(
    (await routeArgs(`${prefix}/book-a-viewing`, {
      method: 'POST',
      body,
      headers: {'oxygen-buyer-ip': ipAddress},
      params: locale === 'de' ? {locale: 'de'} : {},
      env,
    })) as never,
  )) as Reply<BookingActionData>;
}

interface Mail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments: {filename: string; contentType: string; content: string}[];
}

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${localShopUrl()}/inbox.json`);
  const {items} = (await response.json()) as {
    items: {kind: string; mail?: Mail}[];
  };
  return items
    .filter((item) => item.kind === 'email' && item.mail?.to.includes(address))
    .map((item) => item.mail!)
    .reverse();
}

/** The invitation as sent, its folded lines joined again. */
const rawInvite = (mail: Mail) =>
  Buffer.from(mail.attachments[0].content, 'base64').toString('utf8');
const invite = (mail: Mail) => rawInvite(mail).replace(/\r\n /g, '');

function manageLinkIn(mail: Mail) {
  const match = /https?:\/\/\S+\/viewings\/manage\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no manage link in:\n${mail.text}`);
  return new URL(match[0]);
}

async function manage(url: URL, form?: Record<string, string>) {
  const path = `${url.pathname}${url.search}`;
  const params: Record<string, string> = url.pathname.startsWith('/de/')
    ? {locale: 'de'}
    : {};
  if (!form)
    return (await manageLoader(
      (await routeArgs(path, {params})) as never,
    )) as Reply<ManagePageData>;
  return (await manageAction(
    (await routeArgs(path, {
      params,
      method: 'POST',
      body: new URLSearchParams(form),
    })) as never,
  )) as Reply<Record<string, unknown>>;
}

const ADMIN = {
  headers: {Authorization: `Basic ${btoa('dealer:admin-password-for-tests')}`},
  env: {ADMIN_PASSWORD: 'admin-password-for-tests'},
};

async function upcoming() {
  const view = (await adminLoader(
    (await routeArgs('/admin/viewings', ADMIN)) as never,
  )) as Reply<AdminViewingsView>;
  return view.data.viewings;
}

const availableWatch = loadCatalogue().find(
  (seed) => seed.metafields.availability_status === 'available',
)!;
const soldWatch = loadCatalogue().find(
  (seed) => seed.metafields.availability_status === 'sold',
)!;

describe('book a viewing', {timeout: 60_000}, () => {
  it('offers the free times of a place from its configuration, in UK time', async () => {
    const places = await page('');
    expect(places.places.map((place) => place.id)).toEqual([
      'wilmslow',
      'london',
      'surrey',
      'video',
    ]);
    expect(places.picker).toBeNull();
    const {slots, page: chosen} = await freeTimes('wilmslow');
    expect(chosen.picker!.zone).toMatch(/^(GMT|BST)$/);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.label).toMatch(/^\d\d:00–\d\d:00$/);
    // At least a day's notice at Wilmslow.
    expect(Number(slots[0].value)).toBeGreaterThanOrEqual(
      Date.now() + 24 * 3600_000 - 60_000,
    );
    // The days are links that carry the place.
    expect(chosen.picker!.days[0].href).toMatch(
      /^\/book-a-viewing\?place=wilmslow&day=\d{4}-\d\d-\d\d$/,
    );
  });

  it('stores a booking once, e-mails a confirmation with a calendar invitation and tells the dealer', async () => {
    const {slots} = await freeTimes('wilmslow', 1, availableWatch.handle);
    const address = email('booker');
    const token = await pastToken();
    const fields = {
      place: 'wilmslow',
      slot: slots[0].value,
      email: address,
      watch: availableWatch.handle,
      name: 'Mallory <script>',
      message: 'Visit https://phish.example now',
    };
    const first = await book(fields, {token});
    expect(first.init?.status).toBe(200);
    expect(first.data.outcome).toBe('booked');
    expect(first.data.booked!.place).toBe('Wilmslow, Cheshire');
    // A double click: the same submission is the same booking, and nothing is sent twice.
    const again = await book(fields, {token});
    expect(again.data.outcome).toBe('booked');
    const mine = (await upcoming()).filter((row) => row.email === address);
    expect(mine).toHaveLength(1);
    expect(mine[0].watch).toBe(availableWatch.title);

    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    const [confirmation] = mails;
    expect(confirmation.subject).toMatch(
      /^Your viewing at Cheshire Watch Exchange: \w+day, \d{1,2} \w+ \d{4}, \d\d:00–\d\d:00$/,
    );
    // Nothing the visitor typed goes to the address they gave (decision 132).
    expect(confirmation.html + confirmation.text).not.toContain('Mallory');
    expect(confirmation.html + confirmation.text).not.toContain('phish');
    expect(confirmation.attachments).toHaveLength(1);
    expect(confirmation.attachments[0].filename).toBe('viewing.ics');
    expect(confirmation.attachments[0].contentType).toBe(
      'text/calendar; charset=utf-8; method=REQUEST',
    );
    const ics = invite(confirmation);
    for (const line of rawInvite(confirmation).split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const start = new Date(Number(slots[0].value))
      .toISOString()
      .replace(/[-:]/g, '')
      .replace('.000', '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(ics).toMatch(/\r\nUID:[0-9a-f-]{36}@localhost\r\n/);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain(`\r\nDTSTART:${start}\r\n`);
    expect(ics).toContain('\r\nSEQUENCE:0\r\n');
    expect(ics).toContain(
      '\r\nLOCATION:Wilmslow\\, Cheshire\\, Wilmslow\\, Cheshire SK9\\, United Kingdom\r\n',
    );
    expect(ics).toContain(
      `\r\nATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${address}\r\n`,
    );
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);

    const dealer = (await mailsTo('enquiries@example.co.uk')).find((mail) =>
      mail.text.includes(address),
    );
    expect(dealer?.text).toContain('Message: Visit https://phish.example now');
  });

  it('answers a press again after a time-out that booked with that booking, e-mailed once', async () => {
    const {slots} = await freeTimes('surrey', 1);
    const address = email('timed-out');
    const token = await pastToken();
    const fields = {place: 'surrey', slot: slots[0].value, email: address};
    // The booking is made, but its answer never reaches the server that asked.
    const realFetch = globalThis.fetch;
    const lostAnswer = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input, init) => {
        const response = await realFetch(input, init);
        if (String(input).endsWith('/rest/v1/rpc/book_viewing')) {
          await response.body?.cancel();
          throw new DOMException('The operation timed out.', 'TimeoutError');
        }
        return response;
      });
    let first;
    try {
      first = await book(fields, {token});
    } finally {
      lostAnswer.mockRestore();
    }
    expect(first.init?.status).toBe(503);
    expect(first.data.outcome).toBe('failure');
    expect(await mailsTo(address)).toHaveLength(0);

    // Pressed again: its own booking, not a taken slot, and one confirmation.
    const again = await book(fields, {token: first.data.token});
    expect(again.init?.status).toBe(200);
    expect(again.data.outcome).toBe('booked');
    expect(again.data.booked?.when).toContain(slots[0].label);
    // The page no longer offers that time (it is the shopper's): a press without it is the same.
    const withoutSlot = await book(
      {place: 'surrey', email: address},
      {token: first.data.token},
    );
    expect(withoutSlot.data.outcome).toBe('booked');
    expect(withoutSlot.data.booked).toEqual(again.data.booked);
    expect(
      (await upcoming()).filter((row) => row.email === address),
    ).toHaveLength(1);
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(
      /^Your viewing at Cheshire Watch Exchange/,
    );
    const dealer = (await mailsTo('enquiries@example.co.uk')).filter((mail) =>
      mail.text.includes(address),
    );
    expect(dealer).toHaveLength(1);
  });

  it('answers a taken time with a clear message and shows only the times still free', async () => {
    const {day, slots} = await freeTimes('london');
    const taken = slots[0].value;
    const first = await book({
      place: 'london',
      slot: taken,
      email: email('first'),
    });
    expect(first.data.outcome).toBe('booked');
    const second = await book({
      place: 'london',
      slot: taken,
      email: email('second'),
    });
    expect(second.init?.status).toBe(409);
    expect(second.data.outcome).toBe('taken');
    expect(second.data.fieldErrors.slot).toEqual(['viewings.errTaken']);
    expect(second.data.values.phone).toBe('+44 7700 900123');
    const after = await page(`?place=london&day=${day}`);
    const values = after.picker!.slots.map((slot) => slot.value);
    expect(values).not.toContain(taken);
    expect(values).toEqual(
      slots.map((slot) => slot.value).filter((value) => value !== taken),
    );
  });

  it('fifty bookings of one slot at once leave exactly one booking', async () => {
    const {slots} = await freeTimes('video', 2);
    const slot = slots[slots.length - 1].value;
    const replies = await Promise.all(
      Array.from({length: 50}, (_, i) =>
        book(
          {place: 'video', slot, email: email(`racer${i}`)},
          // Fifty calls queue on the one database connection: none may give up waiting.
          {ipAddress: freshIpv6(), env: {LEAD_SINK_TIMEOUT_MS: '60000'}},
        ),
      ),
    );
    const outcomes = replies.map((reply) => reply.data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(49);
    const stored = (await upcoming()).filter(
      (row) => row.place === 'Video call' && row.email.startsWith('racer'),
    );
    expect(stored).toHaveLength(1);
  });

  it('refuses what the form may not send, with the shop’s messages', async () => {
    const empty = await book({place: 'wilmslow', name: '', phone: ''});
    expect(empty.init?.status).toBe(400);
    expect(empty.data.fieldErrors).toMatchObject({
      slot: ['viewings.errSlot'],
      name: ['leads.errRequired'],
      email: ['leads.errRequired'],
      phone: ['leads.errRequired'],
    });
    // A time that is not one of the place's slots (a Sunday at 03:00, or too soon).
    const offGrid = await book({
      place: 'wilmslow',
      slot: String(Date.parse('2027-01-03T03:00:00Z')),
      email: email('offgrid'),
    });
    expect(offGrid.data.fieldErrors.slot).toEqual(['viewings.errSlot']);
    const soon = await book({
      place: 'wilmslow',
      slot: String(Date.now() + 3600_000),
      email: email('soon'),
    });
    expect(soon.data.fieldErrors.slot).toEqual(['viewings.errSlot']);
    const {slots} = await freeTimes('surrey');
    const sold = await book({
      place: 'surrey',
      slot: slots[0].value,
      email: email('sold'),
      watch: soldWatch.handle,
    });
    expect(sold.data.formError).toBe('viewings.watchNotAvailable');
    const tooLong = await book({
      place: 'surrey',
      slot: slots[0].value,
      email: email('long'),
      message: 'x'.repeat(20_000),
    });
    expect(tooLong.init?.status).toBe(413);
    const bot = await book({
      place: 'surrey',
      slot: slots[0].value,
      email: email('bot'),
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(bot.data.outcome).toBe('booked');
    expect(
      (await page(`?place=surrey&day=${(await freeTimes('surrey')).day}`))
        .picker!.slots[0].value,
    ).toBe(slots[0].value);
  });

  it('books in German, with German times and a German e-mail', async () => {
    const {slots} = await freeTimes('surrey', 1);
    const address = email('kunde');
    const reply = await book(
      {place: 'surrey', slot: slots[0].value, email: address},
      {locale: 'de'},
    );
    expect(reply.data.outcome).toBe('booked');
    expect(reply.data.booked!.when).toMatch(
      /^\w+, \d{1,2}\. \w+ \d{4}, \d\d:00–\d\d:00 Uhr$/,
    );
    const [mail] = await mailsTo(address);
    expect(mail.subject).toMatch(
      /^Ihre Besichtigung bei Cheshire Watch Exchange: /,
    );
    expect(manageLinkIn(mail).pathname).toBe('/de/viewings/manage');
    expect(invite(mail)).toContain(
      'SUMMARY:Besichtigung bei Cheshire Watch Exchange',
    );
  });
});

describe('cancel and move through the signed link', {timeout: 60_000}, () => {
  async function booked(place = 'wilmslow', dayIndex = 3) {
    const {slots} = await freeTimes(place, dayIndex);
    const address = email('mover');
    const reply = await book({place, slot: slots[0].value, email: address});
    expect(reply.data.outcome).toBe('booked');
    const [mail] = await mailsTo(address);
    return {address, slots, link: manageLinkIn(mail)};
  }

  it('moves a booking to a free time, or keeps it when the time is taken', async () => {
    const {address, slots, link} = await booked();
    const shown = await manage(link);
    expect(shown.init?.status ?? 200).toBe(200);
    expect(shown.data.state).toBe('booked');
    // Someone else holds the second time of that day.
    const other = await book({
      place: 'wilmslow',
      slot: slots[1].value,
      email: email('other'),
    });
    expect(other.data.outcome).toBe('booked');
    const refused = await manage(link, {intent: 'move', slot: slots[1].value});
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({error: 'viewings.moveTaken'});
    const kept = await manage(link);
    expect(kept.data.state === 'booked' && kept.data.when).toMatch(
      /, \d\d:00–\d\d:00$/,
    );
    const before = kept.data.state === 'booked' ? kept.data.when : '';

    const moved = await manage(link, {intent: 'move', slot: slots[2].value});
    expect(moved.data).toMatchObject({done: 'moved'});
    const after = await manage(link);
    expect(after.data.state === 'booked' && after.data.when).not.toBe(before);
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(
      /^Your viewing at Cheshire Watch Exchange has moved: /,
    );
    expect(invite(mails[1])).toContain('\r\nSEQUENCE:1\r\n');
    expect(invite(mails[1])).toContain('\r\nMETHOD:REQUEST\r\n');
  });

  it('cancels a booking, frees its time and sends a calendar cancellation', async () => {
    const {address, slots, link} = await booked('london', 1);
    const cancelled = await manage(link, {intent: 'cancel'});
    expect(cancelled.data).toEqual({done: 'cancelled'});
    const shown = await manage(link);
    expect(shown.data.state).toBe('cancelled');
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(
      'Your viewing at Cheshire Watch Exchange is cancelled',
    );
    expect(invite(mails[1])).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(invite(mails[1])).toContain('\r\nSTATUS:CANCELLED\r\n');
    const rebooked = await book({
      place: 'london',
      slot: slots[0].value,
      email: email('next'),
    });
    expect(rebooked.data.outcome).toBe('booked');
  });

  it('refuses a forged or expired link with a 4xx and a clear text', async () => {
    const {link} = await booked('video', 4);
    const forged = new URL(link);
    // The first character changed: all six of its bits count (a last one's low bits may not).
    const signature = forged.searchParams.get('s')!;
    forged.searchParams.set(
      's',
      `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
    );
    const refused = await manage(forged);
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toEqual({state: 'invalid'});
    const otherBooking = new URL(link);
    otherBooking.searchParams.set('v', randomUUID());
    expect((await manage(otherBooking)).init?.status).toBe(403);
    const forgedCancel = await manage(forged, {intent: 'cancel'});
    expect(forgedCancel.init?.status).toBe(403);
    expect((await manage(link)).data.state).toBe('booked');

    const expired = new URL(
      await viewingManageLink(
        {secret: SECRET, origin: 'http://localhost:3000', locale: 'en'},
        link.searchParams.get('v')!,
        Date.now() - 1000,
      ),
    );
    const gone = await manage(expired);
    expect(gone.init?.status).toBe(410);
    expect(gone.data).toEqual({state: 'expired'});
  });
});

describe("the dealer's viewings and the reminder", {timeout: 60_000}, () => {
  it('is behind the admin password, lists bookings and cancels one with an e-mail to the shopper', async () => {
    const denied = await adminLoader(
      (await routeArgs('/admin/viewings', {env: ADMIN.env})) as never,
    ).catch((response: Response) => response);
    expect((denied as Response).status).toBe(401);

    const {slots} = await freeTimes('surrey', 2);
    const address = email('dealer-cancel');
    expect(
      (await book({place: 'surrey', slot: slots[0].value, email: address})).data
        .outcome,
    ).toBe('booked');
    const row = (await upcoming()).find((entry) => entry.email === address)!;
    expect(row).toMatchObject({
      place: 'Surrey',
      name: 'Alex Collector',
      phone: '+44 7700 900123',
      message: 'Please bring the box.',
      watch: null,
    });
    const done = (await adminAction(
      (await routeArgs('/admin/viewings', {
        ...ADMIN,
        method: 'POST',
        body: new URLSearchParams({intent: 'cancel', viewing: row.id}),
      })) as never,
    )) as Reply<{cancelled?: string}>;
    expect(done.data.cancelled).toBe(row.id);
    expect((await upcoming()).some((entry) => entry.email === address)).toBe(
      false,
    );
    const mails = await mailsTo(address);
    expect(mails[mails.length - 1].text).toContain(
      'we have had to cancel your viewing',
    );
  });

  it('sends each reminder once, the day before', async () => {
    const {slots} = await freeTimes('video', 6);
    const address = email('remind');
    expect(
      (await book({place: 'video', slot: slots[0].value, email: address})).data
        .outcome,
    ).toBe('booked');
    const {context, request} = (await routeArgs(
      '/admin/viewings',
    )) as unknown as {
      context: Parameters<typeof viewingServices>[0];
      request: Request;
    };
    const services = viewingServices(context, request)!;
    // Two days before: not yet. The evening before (UK time), twice: one reminder.
    const start = Number(slots[0].value);
    await sendDueReminders(services, start - 2 * 24 * 3600_000);
    expect(await mailsTo(address)).toHaveLength(1);
    const eve = start - 14 * 3600_000;
    const runs = await Promise.all([
      sendDueReminders(services, eve),
      sendDueReminders(services, eve),
    ]);
    await sendDueReminders(services, eve + 3600_000);
    const reminders = (await mailsTo(address)).filter((mail) =>
      mail.subject.startsWith('Tomorrow: your viewing'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toMatch(
      /^A reminder: your viewing is tomorrow, /,
    );
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(
      1,
    );
  });
});
