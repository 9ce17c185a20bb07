// The alert e-mails, in the language the visitor subscribed in: the opt-in (with its signed
// confirm link, valid for seven days) and the alert about one watch (view link, one-click
// unsubscribe, manage link, and List-Unsubscribe / List-Unsubscribe-Post headers per RFC 8058).
// Every link is on the site the alert was made on; the price is that market's (decision 141).
// Neither repeats anything a visitor typed (docs/decisions/106-alert-mail-safety.md): the alert
// is described in the shop's words (alertDescription), the watch by Shopify's facts.
import {translate} from '~/i18n/translate';
import type {Locale} from '~/i18n/locale';
import {formatPrice} from '~/domain/money';
import {leadSite, leadUrl} from '~/domain/markets/leadSite';
import {escapeXml} from '~/domain/feed/xml';
import {alertLink} from '../../server/alerts/links';
import {alertDescription} from './label';
import type {MailMessage} from '../../server/alerts/mailer';
import type {QueuedDelivery} from '../../server/alerts/alertStore';
import '~/i18n/areas/alerts';

export interface MailContext {
  secret: string;
  origin: string;
  shopName: string;
}

function layout(body: string, footer: string) {
  return `<!doctype html><html><body style="font-family:Georgia,serif;color:#1a1a1a;max-width:36rem;margin:0 auto;padding:1.5rem">
${body}
<hr style="border:none;border-top:1px solid #ddd;margin:2rem 0 1rem">
<p style="font-size:13px;color:#555">${footer}</p>
</body></html>`;
}

function button(href: string, label: string) {
  return `<p><a href="${escapeXml(href)}" style="display:inline-block;background:#1a1a1a;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeXml(label)}</a></p>`;
}

function paragraph(text: string) {
  return `<p>${escapeXml(text)}</p>`;
}

export async function confirmationMail(
  context: MailContext,
  delivery: QueuedDelivery,
): Promise<MailMessage> {
  const locale: Locale = delivery.locale === 'de' ? 'de' : 'en';
  const link = {
    secret: context.secret,
    origin: context.origin,
    locale,
    country: delivery.country,
  };
  const confirm = await alertLink(link, 'confirm', delivery.alert_id);
  const label = alertDescription(locale, delivery);
  const t = (
    key: Parameters<typeof translate>[1],
    vars?: Record<string, string>,
  ) => translate(locale, key, vars);
  const intro = label
    ? t('alerts.mailConfirmIntro', {shop: context.shopName, label})
    : t('alerts.mailConfirmIntroPlain', {shop: context.shopName});
  const expiry = t('alerts.mailConfirmExpiry');
  return {
    to: delivery.email,
    subject: t('alerts.mailConfirmSubject'),
    html: layout(
      `${paragraph(intro)}${button(confirm, t('alerts.mailConfirmAction'))}${paragraph(expiry)}`,
      escapeXml(t('alerts.mailConfirmIgnore')),
    ),
    text: `${intro}\n\n${t('alerts.mailConfirmAction')}: ${confirm}\n${expiry}\n\n${t('alerts.mailConfirmIgnore')}\n`,
    headers: {},
  };
}

/** The watch's price in one market (by pricing country), when that market sells it. */
function priceIn(
  product: Record<string, unknown>,
  country: string,
): {amount: string; currencyCode: string} | null {
  const prices = product.prices as
    | Record<string, {amount?: unknown; currencyCode?: unknown} | null>
    | undefined;
  const price = prices?.[country];
  if (!price || typeof price.currencyCode !== 'string') return null;
  const amount = String(price.amount ?? '');
  return Number(amount) > 0 ? {amount, currencyCode: price.currencyCode} : null;
}

export async function stockAlertMail(
  context: MailContext,
  delivery: QueuedDelivery,
): Promise<MailMessage> {
  const locale: Locale = delivery.locale === 'de' ? 'de' : 'en';
  const link = {
    secret: context.secret,
    origin: context.origin,
    locale,
    country: delivery.country,
  };
  const [unsubscribe, manage] = await Promise.all([
    alertLink(link, 'unsubscribe', delivery.alert_id),
    alertLink(link, 'manage', delivery.alert_id),
  ]);
  const product = delivery.delivery_product ?? {};
  const title = String(product.title ?? '');
  const handle = String(product.handle ?? '');
  const view = leadUrl(
    `/products/${encodeURIComponent(handle)}`,
    link,
    context.origin,
  ).toString();
  const marketPrice = priceIn(product, leadSite(link).market.pricingCountry);
  const price = marketPrice ? formatPrice(marketPrice, locale) : null;
  const label = alertDescription(locale, delivery);
  const t = (
    key: Parameters<typeof translate>[1],
    vars?: Record<string, string>,
  ) => translate(locale, key, vars);
  const intro = label
    ? t('alerts.mailAlertIntro', {label, shop: context.shopName})
    : t('alerts.mailAlertIntroPlain', {shop: context.shopName});
  const priceLine = price ? t('alerts.mailAlertPrice', {price}) : '';
  const footer = t('alerts.mailFooter', {shop: context.shopName});
  return {
    to: delivery.email,
    subject: t('alerts.mailAlertSubject', {title}),
    html: layout(
      `${paragraph(intro)}<h1 style="font-size:20px">${escapeXml(title)}</h1>${priceLine ? paragraph(priceLine) : ''}${button(view, t('alerts.mailAlertView'))}`,
      `${escapeXml(footer)}<br><a href="${escapeXml(unsubscribe)}">${escapeXml(t('alerts.mailUnsubscribe'))}</a> · <a href="${escapeXml(manage)}">${escapeXml(t('alerts.manageLink'))}</a>`,
    ),
    text: [
      intro,
      '',
      title,
      priceLine,
      `${t('alerts.mailAlertView')}: ${view}`,
      '',
      footer,
      `${t('alerts.mailUnsubscribe')}: ${unsubscribe}`,
      `${t('alerts.manageLink')}: ${manage}`,
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
