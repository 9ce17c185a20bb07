// The offer e-mails (decision 131). The dealer's, in English, carries everything the collector
// sent: it goes to the dealer's own mailbox. The buyer's, in the language of the page the offer
// was made on, carries only the shop's words, the watch's Shopify title, amounts and links, and
// the dealer's own message: nothing the collector typed goes back to an address nobody confirmed.
import {escapeXml} from '~/domain/feed/xml';
import {formatPrice} from '~/domain/money';
import type {Locale} from '~/i18n/locale';
import {leadUrl} from '~/domain/markets/leadSite';
import type {MailMessage} from '~/server/alerts/mailer';
import type {OfferRecord} from './offerStore';

const TEXTS = {
  en: {
    hello: 'Hello,',
    acceptedSubject: 'Your offer on {title} is accepted',
    accepted:
      'Thank you for your offer. We are pleased to accept {amount} for the {title}.',
    counteredSubject: 'Our answer to your offer on {title}',
    countered:
      'Thank you for your offer on the {title}. We cannot accept it as it is, but we can offer the watch to you for {amount}.',
    counterAction: 'Accept {amount}',
    counterExpiry:
      'This link works for 7 days. If you accept, the watch is reserved for you while you pay.',
    declinedSubject: 'Your offer on {title}',
    declined:
      'Thank you for your offer on the {title}. We are sorry that we cannot accept it. The watch remains available at its listed price, and we would be glad to help you find another.',
    viewWatch: 'View the watch',
    payAction: 'Pay {amount}',
    reserved: 'The watch is reserved for you until {until}.',
    dealerMessage: 'A message from us:',
    signature: '{shop}',
  },
  de: {
    hello: 'Guten Tag,',
    acceptedSubject: 'Ihr Angebot für {title} ist angenommen',
    accepted:
      'Vielen Dank für Ihr Angebot. Gern nehmen wir {amount} für die {title} an.',
    counteredSubject: 'Unsere Antwort auf Ihr Angebot für {title}',
    countered:
      'Vielen Dank für Ihr Angebot für die {title}. So können wir es leider nicht annehmen, aber wir bieten Ihnen die Uhr für {amount} an.',
    counterAction: '{amount} annehmen',
    counterExpiry:
      'Dieser Link gilt 7 Tage. Wenn Sie annehmen, ist die Uhr für Sie reserviert, während Sie bezahlen.',
    declinedSubject: 'Ihr Angebot für {title}',
    declined:
      'Vielen Dank für Ihr Angebot für die {title}. Leider können wir es nicht annehmen. Die Uhr bleibt zum angegebenen Preis verfügbar, und wir helfen Ihnen gern, eine andere zu finden.',
    viewWatch: 'Uhr ansehen',
    payAction: '{amount} bezahlen',
    reserved: 'Die Uhr ist bis {until} für Sie reserviert.',
    dealerMessage: 'Eine Nachricht von uns:',
    signature: '{shop}',
  },
} as const;

type TextKey = keyof (typeof TEXTS)['en'];

function fill(text: string, vars: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all);
}

function layout(body: string) {
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1.5rem">
${body}
</body></html>`;
}

function button(href: string, label: string) {
  return `<p><a href="${escapeXml(href)}" style="display:inline-block;background:#1a1a1a;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeXml(label)}</a></p>`;
}

const paragraph = (text: string) =>
  `<p>${escapeXml(text).replace(/\n/g, '<br>')}</p>`;

export interface OfferMailContext {
  origin: string;
  shopName: string;
}

/** The moment in the UK's time, as the buyer's language writes it. */
export function ukTime(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

type BuyerMail =
  | {
      kind: 'accepted';
      amount: number;
      invoiceUrl: string;
      reservedUntil: string | null;
    }
  | {kind: 'countered'; amount: number; acceptUrl: string}
  | {kind: 'declined'};

/** The buyer's e-mail after an answer; `message` is the dealer's own. */
export function buyerMail(
  context: OfferMailContext,
  offer: Pick<
    OfferRecord,
    | 'email'
    | 'locale'
    | 'country'
    | 'product_title'
    | 'product_handle'
    | 'currency'
  >,
  mail: BuyerMail,
  message: string | null,
): MailMessage {
  const locale: Locale = offer.locale === 'de' ? 'de' : 'en';
  const texts = TEXTS[locale];
  const price = (amount: number) =>
    formatPrice({amount, currencyCode: offer.currency}, locale);
  const vars: Record<string, string> = {
    title: offer.product_title,
    shop: context.shopName,
    amount: 'amount' in mail ? price(mail.amount) : '',
  };
  const t = (key: TextKey) => fill(texts[key], vars);
  const watchUrl = leadUrl(
    `/products/${offer.product_handle}`,
    offer,
    context.origin,
  ).toString();
  const parts: Array<{html: string; text: string}> = [
    {html: paragraph(t('hello')), text: t('hello')},
  ];
  let subject: string;
  if (mail.kind === 'accepted') {
    subject = t('acceptedSubject');
    parts.push({html: paragraph(t('accepted')), text: t('accepted')});
    if (mail.reservedUntil) {
      const line = fill(texts.reserved, {
        until: ukTime(mail.reservedUntil, locale),
      });
      parts.push({html: paragraph(line), text: line});
    }
    parts.push({
      html: button(mail.invoiceUrl, t('payAction')),
      text: `${t('payAction')}: ${mail.invoiceUrl}`,
    });
  } else if (mail.kind === 'countered') {
    subject = t('counteredSubject');
    parts.push({html: paragraph(t('countered')), text: t('countered')});
    parts.push({
      html: button(mail.acceptUrl, t('counterAction')),
      text: `${t('counterAction')}: ${mail.acceptUrl}`,
    });
    parts.push({html: paragraph(t('counterExpiry')), text: t('counterExpiry')});
  } else {
    subject = t('declinedSubject');
    parts.push({html: paragraph(t('declined')), text: t('declined')});
    parts.push({
      html: button(watchUrl, t('viewWatch')),
      text: `${t('viewWatch')}: ${watchUrl}`,
    });
  }
  if (message)
    parts.push({
      html: `${paragraph(t('dealerMessage'))}${paragraph(message)}`,
      text: `${t('dealerMessage')}\n${message}`,
    });
  parts.push({html: paragraph(t('signature')), text: t('signature')});
  return {
    to: offer.email,
    subject,
    html: layout(parts.map((part) => part.html).join('\n')),
    text: `${parts.map((part) => part.text).join('\n\n')}\n`,
    headers: {},
  };
}

/** The dealer's e-mail about a new offer: everything the collector sent, and the admin page. */
export function dealerOfferMail(
  context: OfferMailContext,
  dealerEmail: string,
  offer: {
    productTitle: string;
    productHandle: string;
    askingPrice: number;
    amount: number;
    currency: string;
    /** The country the offer's site prices in. */
    country: string;
    name: string;
    email: string;
    phone: string | null;
    message: string | null;
    locale: Locale;
  },
): MailMessage {
  const price = (amount: number) =>
    formatPrice({amount, currencyCode: offer.currency}, 'en');
  const admin = new URL('/admin/offers', context.origin).toString();
  const watch = new URL(
    `/products/${offer.productHandle}`,
    context.origin,
  ).toString();
  const lines: Array<[string, string]> = [
    ['Watch', offer.productTitle],
    ['Asking price', price(offer.askingPrice)],
    ['Offer', price(offer.amount)],
    ['Name', offer.name],
    ['E-mail', offer.email],
    ['Phone', offer.phone ?? '—'],
    ['Language', offer.locale === 'de' ? 'German' : 'English'],
    ['Site', `${offer.country} · ${offer.currency}`],
    ['Message', offer.message ?? '—'],
  ];
  const intro = `A new offer of ${price(offer.amount)} on ${offer.productTitle}. Answer it on the offers page.`;
  return {
    to: dealerEmail,
    subject: `New offer: ${price(offer.amount)} for ${offer.productTitle}`,
    html: layout(
      `${paragraph(intro)}<table>${lines
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeXml(label)}</th><td>${escapeXml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join(
          '',
        )}</table>${button(admin, 'Open the offers page')}<p><a href="${escapeXml(watch)}">${escapeXml(watch)}</a></p>`,
    ),
    text: `${intro}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nOffers page: ${admin}\nWatch: ${watch}\n`,
    headers: {},
  };
}
