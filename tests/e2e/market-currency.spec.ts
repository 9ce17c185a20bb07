// On every site, the prices a page shows are in its market's currency; the only other one is
// pounds sterling for achieved prices (reference history, the watch page's market line, the
// instant valuation), and only on a page that says so. Server-rendered HTML over HTTP.
import {expect, test, type APIRequestContext} from './support/test';
import {catalogueWatches, storefrontQuery} from './support/localShop';
import {decodeEntities} from './support/pageText';
import {MARKET_SITES as SITES, sitePath} from './support/marketSites';

/** A price in each currency as the shop writes it, in English ('HK$118,000') and German ('118.000 HK$'). */
const AMOUNT = String.raw`\d{1,3}(?:[,.]\d{3})+|\d+`;
const CURRENCY_MARKS: Record<string, RegExp> = {
  GBP: new RegExp(String.raw`£\s?(?:${AMOUNT})|(?:${AMOUNT})\s£`),
  EUR: new RegExp(String.raw`€\s?(?:${AMOUNT})|(?:${AMOUNT})\s€`),
  USD: new RegExp(String.raw`US\$\s?(?:${AMOUNT})|(?:${AMOUNT})\s\$`),
  HKD: new RegExp(String.raw`HK\$\s?(?:${AMOUNT})|(?:${AMOUNT})\sHK\$`),
  SGD: new RegExp(String.raw`SGD\s(?:${AMOUNT})|(?:${AMOUNT})\sSGD`),
  AED: new RegExp(String.raw`AED\s(?:${AMOUNT})|(?:${AMOUNT})\sAED`),
};

const NOTE = {
  en: 'Achieved prices are shown in pounds sterling, the currency they were sold in.',
  de: 'Erzielte Preise sind in Pfund Sterling angegeben, der Währung, in der verkauft wurde.',
} as Record<string, string>;

/**
 * The visible text of the page's main content (no scripts, styles or tags), the price filter's
 * bands included. The FAQs are left out: the dealer's prose with guide figures in pounds, not
 * the price of a watch.
 */
async function mainText(request: APIRequestContext, path: string) {
  const response = await request.get(path, {maxRedirects: 0});
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return decodeEntities(
    main
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(
        /<section\b[^>]*aria-labelledby="[^"]*faq[^"]*"[\s\S]*?<\/section>/g,
        ' ',
      )
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

/** What each sold watch really sold or was last offered for, in pounds: asked in GB, as the dealer records it. */
async function soldPounds() {
  const achieved = new Set<number>();
  const asking = new Set<number>();
  let after: string | null = null;
  do {
    const data: {
      products: {
        nodes: Array<{
          status: {value: string} | null;
          soldPrice: {value: string} | null;
          variants: {
            nodes: Array<{price: {amount: string; currencyCode: string}}>;
          };
        }>;
        pageInfo: {hasNextPage: boolean; endCursor: string | null};
      };
    } = await storefrontQuery(
      `query Sold($after: String) @inContext(country: GB) {
        products(first: 250, after: $after) { nodes {
          status: metafield(namespace: "custom", key: "availability_status") { value }
          soldPrice: metafield(namespace: "custom", key: "sold_price") { value }
          variants(first: 1) { nodes { price { amount currencyCode } } } }
        pageInfo { hasNextPage endCursor } } }`,
      {after},
    );
    for (const node of data.products.nodes) {
      if (node.status?.value.toLowerCase() !== 'sold') continue;
      const price = node.variants.nodes[0]?.price;
      if (node.soldPrice?.value)
        achieved.add(Math.round(Number(node.soldPrice.value)));
      else if (price?.currencyCode === 'GBP')
        asking.add(Math.round(Number(price.amount)));
    }
    after = data.products.pageInfo.hasNextPage
      ? data.products.pageInfo.endCursor
      : null;
  } while (after);
  return {achieved, asking};
}

/** '£11,800 (achieved)' and '11.800 £ (erzielt)': a sold watch's figure and what kind it is. */
const SOLD_FIGURE = {
  en: /£([\d,]+) \((achieved|last asking price)\)/g,
  de: /([\d.]+)\s£ \((erzielt|zuletzt verlangter Preis)\)/g,
} as Record<string, RegExp>;
const ACHIEVED = new Set(['achieved', 'erzielt']);

test.describe('prices in the market currency', () => {
  test('every page kind of every site shows only its currency, and achieved pounds with their note', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const watch = (await catalogueWatches()).find(
      (candidate) => candidate.status === 'available',
    )!;
    const kinds = [
      '/',
      '/products',
      '/available',
      '/collections/rolex',
      '/recently-sold',
      '/references/126610ln',
      `/products/${watch.handle}`,
      '/sell-your-watch?reference=116610LV&year=2010-2014&condition=excellent&papers=complete-set',
    ];
    for (const site of SITES)
      for (const kind of kinds) {
        const path = sitePath(kind, site.prefix);
        const text = await mainText(request, path);
        const shown = Object.entries(CURRENCY_MARKS)
          .filter(([, mark]) => mark.test(text))
          .map(([currency]) => currency);
        // Listings and the watch page always show a watch's price.
        if (/^\/(products|available|collections)/.test(kind))
          expect(shown, `${path}: a price in ${site.currency}`).toContain(
            site.currency,
          );
        const foreign = shown.filter((currency) => currency !== site.currency);
        const note = text.includes(NOTE[site.language]);
        if (site.currency === 'GBP') expect(note, path).toBe(false);
        // Pounds may stand only as achieved prices, under their note.
        const stray = foreign.filter((currency) => currency !== 'GBP' || !note);
        // The words around each stray price say where it stands.
        expect(
          stray.map((currency) => {
            const at = text.search(CURRENCY_MARKS[currency]);
            return text.slice(Math.max(0, at - 80), at + 40);
          }),
          path,
        ).toEqual([]);
      }
  });

  test('the reference page and the valuation keep pounds and say so on a non-pound site', async ({
    request,
  }) => {
    const hk = await mainText(request, '/en-hk/references/126610ln');
    expect(hk).toContain(NOTE.en);
    expect(hk).toMatch(CURRENCY_MARKS.GBP);
    const euro = await mainText(request, '/de-eu/references/126610ln');
    expect(euro).toContain(NOTE.de);
    const valuation = await mainText(
      request,
      '/en-us/sell-your-watch?reference=116610LV&year=2010-2014&condition=excellent&papers=complete-set',
    );
    expect(valuation).toContain(NOTE.en);
    expect(valuation).toMatch(CURRENCY_MARKS.GBP);
    expect(await mainText(request, '/references/126610ln')).not.toContain(
      NOTE.en,
    );
  });

  test("a sold watch's figure is what it sold for, in pounds, on every site", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const real = await soldPounds();
    for (const site of SITES) {
      let labelled = 0;
      for (const kind of ['/recently-sold', '/references/126610ln']) {
        const path = sitePath(kind, site.prefix);
        const response = await request.get(path, {maxRedirects: 0});
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const text = await mainText(request, path);
        // Every labelled figure is a real pound amount of a sold watch, of the kind it says.
        const figures = [...text.matchAll(SOLD_FIGURE[site.language])].map(
          ([shown, amount, label]) => ({
            shown,
            amount: Number(amount.replace(/[,.]/g, '')),
            achieved: ACHIEVED.has(label),
          }),
        );
        labelled += figures.length;
        expect(
          figures.filter(({amount, achieved}) =>
            achieved ? !real.achieved.has(amount) : !real.asking.has(amount),
          ),
          path,
        ).toEqual([]);
        if (site.currency !== 'GBP' && figures.length)
          expect(text, path).toContain(NOTE[site.language]);
        if (kind !== '/recently-sold') continue;
        // A sold watch's card shows pounds or no figure, never its converted last asking price.
        const sold = html
          .split('<article')
          .filter((card) => card.includes('data-status="sold"'));
        expect(sold.length, path).toBeGreaterThan(0);
        for (const card of sold) {
          const price = /<p class="card-price">([\s\S]*?)<\/p>/.exec(card);
          if (!price) {
            expect(site.currency, path).not.toBe('GBP');
            continue;
          }
          const shown = decodeEntities(price[1].replace(/<[^>]+>/g, ' '))
            .replace(/\s+/g, ' ')
            .trim();
          expect(shown, path).toMatch(CURRENCY_MARKS.GBP);
          if (site.currency !== 'GBP')
            expect(shown, path).toMatch(SOLD_FIGURE[site.language]);
        }
      }
      // The reference page's history has figures on every site.
      expect(labelled, site.prefix).toBeGreaterThan(0);
    }
  });

  test("the watch page's structured data and share tags name its site's currency", async ({
    request,
  }) => {
    const watch = (await catalogueWatches()).find(
      (candidate) => candidate.status === 'available',
    )!;
    for (const site of SITES) {
      const path = sitePath(`/products/${watch.handle}`, site.prefix);
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(
        /<meta property="product:price:currency" content="([A-Z]{3})"/.exec(
          head,
        )?.[1],
        path,
      ).toBe(site.currency);
      const currencies = [
        ...html.matchAll(/"priceCurrency":\s*"([A-Z]{3})"/g),
      ].map(([, currency]) => currency);
      expect(currencies.length, path).toBeGreaterThan(0);
      expect(new Set(currencies), path).toEqual(new Set([site.currency]));
    }
  });
});
