// A viewing's e-mails to the shopper (booked, moved, cancelled, reminder) in the language the
// booking was made in, with the calendar invitation, and the dealer's notice of a new booking.
// What goes to the shopper's address (not yet confirmed by anyone) is in the shop's words only
// (decisions 106 and 132): the time, the place from configuration, the watch's title as Shopify
// has it and a signed link; never the name, phone or message the visitor typed.
import {translate, type MessageKey} from '~/i18n/translate';
import type {Locale} from '~/i18n/locale';
import {leadUrl} from '~/domain/markets/leadSite';
import {escapeXml} from '~/domain/feed/xml';
import {calendarInvite} from '~/domain/viewings/calendarInvite';
import type {ViewingPlace} from '~/domain/viewings/slots';
import type {MailMessage} from '~/server/alerts/mailer';
import {viewingPlace} from '~/content/viewingPlaces';
import {slotLabel} from './viewingTimes';
import {viewingManageLink} from './viewingLinks';
import type {Viewing} from './viewingStore';

export interface ViewingMailContext {
  secret: string;
  origin: string;
  shopName: string;
  dealerEmail: string;
  /** The sender address (MAIL_FROM), the invitation's organizer. */
  from: string;
}

export type ShopperMailKind =
  'booked' | 'moved' | 'cancelled' | 'cancelledByDealer' | 'reminder';

function layout(body: string, footer: string) {
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1.5rem">
${body}
<hr style="border:none;border-top:1px solid #ddd;margin:2rem 0 1rem">
<p style="font-size:13px;color:#555">${footer}</p>
</body></html>`;
}

const paragraph = (text: string) => `<p>${escapeXml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p><a href="${escapeXml(href)}" style="display:inline-block;background:#1a1a1a;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeXml(label)}</a></p>`;

function placeOf(viewing: Viewing): ViewingPlace {
  const place = viewingPlace(viewing.place);
  if (!place) throw new Error(`viewings: unknown place ${viewing.place}`);
  return place;
}

function slotOf(viewing: Viewing) {
  return {
    start: Date.parse(viewing.slot_start),
    end: Date.parse(viewing.slot_end),
  };
}

const SUBJECT: Record<ShopperMailKind, MessageKey> = {
  booked: 'viewings.mailBookedSubject',
  moved: 'viewings.mailMovedSubject',
  cancelled: 'viewings.mailCancelledSubject',
  cancelledByDealer: 'viewings.mailCancelledSubject',
  reminder: 'viewings.mailReminderSubject',
};

const INTRO: Record<ShopperMailKind, MessageKey> = {
  booked: 'viewings.mailBookedIntro',
  moved: 'viewings.mailMovedIntro',
  cancelled: 'viewings.mailCancelledIntro',
  cancelledByDealer: 'viewings.mailCancelledByDealer',
  reminder: 'viewings.mailReminderIntro',
};

/** The invitation for a booking as it stands (or its cancellation). */
export function viewingInvite(
  context: ViewingMailContext,
  viewing: Viewing,
  {now = Date.now(), manageLink}: {now?: number; manageLink?: string} = {},
) {
  const locale: Locale = viewing.locale === 'de' ? 'de' : 'en';
  const place = placeOf(viewing);
  const slot = slotOf(viewing);
  const cancelled = viewing.status === 'cancelled';
  const summary = viewing.product_title
    ? translate(locale, 'viewings.inviteSummaryWatch', {
        shop: context.shopName,
        watch: viewing.product_title,
      })
    : translate(locale, 'viewings.inviteSummary', {shop: context.shopName});
  return calendarInvite({
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: viewing.id,
    host: new URL(context.origin).hostname,
    sequence: viewing.sequence,
    start: slot.start,
    end: slot.end,
    stamp: now,
    summary,
    location: `${place.name[locale]}, ${place.address[locale]}`,
    description: manageLink
      ? `${translate(locale, 'viewings.mailManage')}: ${manageLink}`
      : summary,
    organizer: {name: context.shopName, email: context.from},
    attendee: viewing.email,
    url: manageLink,
  });
}

/** One of the shopper's e-mails about a booking. */
export async function shopperMail(
  context: ViewingMailContext,
  viewing: Viewing,
  kind: ShopperMailKind,
  now = Date.now(),
): Promise<MailMessage> {
  const locale: Locale = viewing.locale === 'de' ? 'de' : 'en';
  const t = (key: MessageKey, vars?: Record<string, string>) =>
    translate(locale, key, vars);
  const place = placeOf(viewing);
  const slot = slotOf(viewing);
  const when = slotLabel(slot, place.timeZone, locale);
  const cancelled = kind === 'cancelled' || kind === 'cancelledByDealer';
  const manage = cancelled
    ? null
    : await viewingManageLink(
        {
          secret: context.secret,
          origin: context.origin,
          locale: viewing.locale,
          country: viewing.country,
        },
        viewing.id,
        slot.start,
      );
  const bookAgain = leadUrl(
    '/book-a-viewing',
    viewing,
    context.origin,
  ).toString();
  const lines = [
    t(INTRO[kind], {when}),
    t('viewings.mailPlace', {
      place: `${place.name[locale]}, ${place.address[locale]}`,
    }),
    ...(viewing.product_title
      ? [t('viewings.mailWatch', {watch: viewing.product_title})]
      : []),
    ...(kind === 'reminder' ? [] : [t('viewings.mailInvite')]),
  ];
  const action = manage
    ? button(manage, t('viewings.mailManage')) +
      paragraph(t('viewings.mailManageNote'))
    : button(bookAgain, t('viewings.mailBookAgain'));
  const footer = t('viewings.mailFooter', {shop: context.shopName});
  const attachments =
    kind === 'reminder'
      ? []
      : [
          {
            filename: 'viewing.ics',
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
            content: viewingInvite(context, viewing, {
              now,
              manageLink: manage ?? undefined,
            }),
          },
        ];
  return {
    to: viewing.email,
    subject: t(SUBJECT[kind], {shop: context.shopName, when}),
    html: layout(lines.map(paragraph).join('') + action, escapeXml(footer)),
    text: [
      ...lines,
      manage
        ? `${t('viewings.mailManage')}: ${manage}\n${t('viewings.mailManageNote')}`
        : `${t('viewings.mailBookAgain')}: ${bookAgain}`,
      '',
      footer,
    ].join('\n\n'),
    headers: {},
    attachments,
  };
}

/** The dealer's notice of a new booking: the dealer's own address, so everything is in it. */
export function dealerBookingMail(
  context: ViewingMailContext,
  viewing: Viewing,
): MailMessage {
  const place = placeOf(viewing);
  const when = slotLabel(slotOf(viewing), place.timeZone, 'en');
  const rows: Array<[string, string]> = [
    ['When', when],
    ['Where', place.name.en],
    ['Watch', viewing.product_title ?? 'General appointment'],
    ['Name', viewing.name],
    ['E-mail', viewing.email],
    ['Phone', viewing.phone],
    ['Message', viewing.message || '-'],
    ['Language', viewing.locale],
  ];
  const admin = new URL('/admin/viewings', context.origin).toString();
  return {
    to: context.dealerEmail,
    subject: `Viewing booked: ${when}, ${place.name.en}`,
    html: layout(
      `<table>${rows
        .map(
          ([name, value]) =>
            `<tr><th style="text-align:left;padding-right:1rem">${escapeXml(name)}</th><td>${escapeXml(value)}</td></tr>`,
        )
        .join('')}</table>${button(admin, 'All upcoming viewings')}`,
      'Sent by the shop when a viewing is booked.',
    ),
    text: `${rows.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${admin}`,
    headers: {},
  };
}
