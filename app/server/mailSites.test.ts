// Every e-mail a shopper gets speaks for the site they used (decision 141): generated over every
// site of markets.json, an alert, a viewing and an offer made on it mail links on that site only,
// and prices in its market's currency.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatPrice} from '~/domain/money';
import {leadSite, leadSiteFacts} from '~/domain/markets/leadSite';
import {
  DEFAULT_SITE,
  SITES,
  siteFromPath,
  sitePrefix,
  type Site,
} from '~/domain/markets/sitePath';
import {confirmationMail, stockAlertMail} from '~/domain/alerts/emails';
import type {QueuedDelivery} from '~/server/alerts/alertStore';
import type {MailMessage} from '~/server/alerts/mailer';
import {shopperMail} from '~/server/viewings/viewingMails';
import type {Viewing} from '~/server/viewings/viewingStore';
import {buyerMail} from '~/server/offers/offerMails';
import {counterLink} from '~/server/offers/offerLinks';
import type {OfferRecord} from '~/server/offers/offerStore';
import {MARKETS} from '~/domain/markets/markets';

const SEED = 20261130;
const ORIGIN = 'https://shop.example';
const SECRET = 'secret-secret-secret-secret';

/** Every link to the shop in a message: its text, its HTML and its headers. */
function shopLinks(mail: MailMessage): URL[] {
  const all = [mail.text, mail.html, ...Object.values(mail.headers)].join(' ');
  return [...all.matchAll(/https:\/\/shop\.example[^\s"<>]*/g)].map(
    ([href]) => new URL(href.replace(/&amp;/g, '&')),
  );
}

function expectOnSite(mail: MailMessage, site: Site) {
  const links = shopLinks(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(siteFromPath(link.pathname), link.pathname).toEqual(site);
    const prefix = sitePrefix(site);
    if (prefix) expect(link.pathname.startsWith(`/${prefix}/`)).toBe(true);
  }
}

const siteArb = fc.constantFrom(...SITES);
/** A whole price in each market's currency, by pricing country. */
const pricesArb = fc.tuple(
  ...MARKETS.map(() => fc.integer({min: 1000, max: 2_000_000})),
);

function delivery(site: Site, product: Record<string, unknown> | null) {
  return {
    delivery_id: 'd',
    alert_id: '0b7c1f5e-6d1a-4c55-9a43-2f0d3c1b9e10',
    email: 'collector@example.com',
    ...leadSiteFacts(site),
    currency: site.market.currency,
    kind: 'filter',
    reference: null,
    brands: ['rolex'],
    year_bands: [],
    price_band: 'under-10000',
    size_bands: [],
    delivery_product: product,
  } satisfies QueuedDelivery;
}

describe('e-mails on the site the shopper used', () => {
  it('an alert made on any site links there and prices the watch in its currency', async () => {
    await fc.assert(
      fc.asyncProperty(siteArb, pricesArb, async (site, amounts) => {
        const prices = Object.fromEntries(
          MARKETS.map((market, i) => [
            market.pricingCountry,
            {amount: `${amounts[i]}.0`, currencyCode: market.currency},
          ]),
        );
        const context = {secret: SECRET, origin: ORIGIN, shopName: 'Cheshire'};
        const optIn = await confirmationMail(context, delivery(site, null));
        expectOnSite(optIn, site);
        const alert = await stockAlertMail(
          context,
          delivery(site, {title: 'Rolex GMT', handle: 'rolex-gmt', prices}),
        );
        expectOnSite(alert, site);
        const own = MARKETS.indexOf(site.market);
        const price = formatPrice(
          {amount: amounts[own], currencyCode: site.market.currency},
          site.language,
        );
        const line = site.language === 'de' ? 'Preis' : 'Price';
        expect(alert.text).toContain(`\n${line}: ${price}\n`);
      }),
      {seed: SEED, numRuns: 200},
    );
  });

  it('an alert about a watch its market does not sell has no price line, and is still sent', async () => {
    const us = SITES.find((site) => site.market.handle === 'us')!;
    const mail = await stockAlertMail(
      {secret: SECRET, origin: ORIGIN, shopName: 'Cheshire'},
      delivery(us, {
        title: 'Rolex GMT',
        handle: 'rolex-gmt',
        prices: {GB: {amount: '9500.0', currencyCode: 'GBP'}},
      }),
    );
    expect(mail.subject).toBe('Just arrived: Rolex GMT');
    expect(mail.text).not.toContain('Price:');
    expect(mail.text).toContain(`${ORIGIN}/en-us/products/rolex-gmt`);
  });

  it('a viewing booked on any site links there', async () => {
    await fc.assert(
      fc.asyncProperty(
        siteArb,
        fc.constantFrom('booked', 'moved', 'reminder', 'cancelled' as const),
        async (site, kind) => {
          const start = Date.UTC(2030, 0, 7, 10);
          const viewing: Viewing = {
            id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
            place: 'wilmslow',
            slot_start: new Date(start).toISOString(),
            slot_end: new Date(start + 3600_000).toISOString(),
            name: 'Ann',
            email: 'ann@example.com',
            phone: '+44 1',
            message: '',
            product_handle: null,
            product_title: null,
            ...leadSiteFacts(site),
            status: 'booked',
            sequence: 0,
            created_at: new Date(start - 86_400_000).toISOString(),
          };
          const mail = await shopperMail(
            {
              secret: SECRET,
              origin: ORIGIN,
              shopName: 'Cheshire',
              dealerEmail: 'dealer@example.com',
              from: 'shop@example.com',
            },
            viewing,
            kind,
            start - 2 * 86_400_000,
          );
          expectOnSite(mail, site);
        },
      ),
      {seed: SEED, numRuns: 100},
    );
  });

  it('an offer made on any site links there and prices in its currency', async () => {
    await fc.assert(
      fc.asyncProperty(
        siteArb,
        fc.integer({min: 1000, max: 2_000_000}),
        async (site, amount) => {
          const offer = {
            id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
            email: 'buyer@example.com',
            product_title: 'Rolex GMT',
            product_handle: 'rolex-gmt',
            currency: site.market.currency,
            ...leadSiteFacts(site),
          } satisfies Partial<OfferRecord>;
          const acceptUrl = await counterLink(
            {secret: SECRET, origin: ORIGIN, ...leadSiteFacts(site)},
            offer.id,
            amount,
          );
          for (const mail of [
            buyerMail(
              {origin: ORIGIN, shopName: 'Cheshire'},
              offer,
              {kind: 'countered', amount, acceptUrl},
              null,
            ),
            buyerMail(
              {origin: ORIGIN, shopName: 'Cheshire'},
              offer,
              {kind: 'declined'},
              null,
            ),
          ]) {
            expectOnSite(mail, site);
          }
          const countered = buyerMail(
            {origin: ORIGIN, shopName: 'Cheshire'},
            offer,
            {kind: 'countered', amount, acceptUrl},
            null,
          );
          expect(countered.text).toContain(
            formatPrice(
              {amount, currencyCode: site.market.currency},
              site.language,
            ),
          );
        },
      ),
      {seed: SEED, numRuns: 100},
    );
  });
});

describe('leadSite', () => {
  it('finds every site again from what a lead stores of it', () => {
    for (const site of SITES)
      expect(leadSite(leadSiteFacts(site))).toEqual(site);
  });

  it('reads a row from before markets (no country) as the UK site in its language', () => {
    expect(leadSite({locale: 'en'})).toEqual(DEFAULT_SITE);
    expect(leadSite({locale: 'de', country: null})).toEqual({
      market: DEFAULT_SITE.market,
      language: 'de',
    });
  });

  it("opens a language its market lacks in the market's first language", () => {
    expect(leadSite({locale: 'de', country: 'US'})).toEqual({
      market: MARKETS.find((market) => market.handle === 'us'),
      language: 'en',
    });
  });
});
