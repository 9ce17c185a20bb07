import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {createElement} from 'react';
import {describe, expect, it} from 'vitest';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {PanelProvider} from '~/components/panels';
import {watchCardData} from '~/domain/catalogue/watchCardData';
import {FULL_CARD} from '../../../tests/support/watchCards';
import {renderUnderRoot} from '../../../tests/support/renderUnderRoot';
import {WatchCard} from './WatchCard';

function html(
  product: Parameters<typeof WatchCard>[0]['product'],
  showSpecs = false,
  locale: 'en' | 'de' = 'en',
  market = 'uk',
) {
  return renderUnderRoot(
    createElement(
      PanelProvider,
      null,
      createElement(WatchCard, {product, showSpecs}),
    ),
    {locale, market},
  );
}

const variants: Record<string, WatchCardFragment> = {
  'a watch for sale': FULL_CARD,
  'a watch without a featured image': {...FULL_CARD, featuredImage: null},
  'a watch without a variant': {
    ...FULL_CARD,
    selectedOrFirstAvailableVariant: null,
  },
  'a sold watch without specifications': {
    ...FULL_CARD,
    status: {value: 'Sold'},
    year: null,
    caseSize: null,
    box: null,
  },
  'a sold watch with its achieved price': {
    ...FULL_CARD,
    status: {value: 'Sold'},
    soldPrice: {value: '11800.00'},
  },
};

describe('a card from its trimmed data', () => {
  for (const [name, product] of Object.entries(variants))
    it(`renders ${name} exactly as from the full fragment`, () => {
      expect(html(watchCardData(product))).toBe(html(product));
      expect(html(watchCardData(product), true)).toBe(html(product, true));
    });

  it('still shows the price, reference, box and papers and specifications', () => {
    const shown = html(watchCardData(FULL_CARD), true);
    for (const text of ['£11,950', '126610LN', 'Oystersteel', '41 mm', '2021'])
      expect(shown).toContain(text);
  });

  it('names the condition’s grade in the page’s language, and the dealer’s other words as written', () => {
    expect(html(FULL_CARD, true)).toContain('>Excellent<');
    const german = html(FULL_CARD, true, 'de');
    expect(german).toContain('>Hervorragend<');
    expect(german).not.toContain('Excellent');
    const serviced = {
      ...FULL_CARD,
      condition: {value: 'Very good, serviced 2024'},
    };
    expect(html(serviced, true, 'de')).toContain('>Very good, serviced 2024<');
  });
});

describe("a sold watch's price", () => {
  const sold = {...FULL_CARD, status: {value: 'Sold'}};
  const NOTE =
    'Achieved prices are shown in pounds sterling, the currency they were sold in.';
  const priceOf = (markup: string) =>
    /<p class="card-price">(.*?)<\/p>/
      .exec(markup)?.[1]
      .replace(/<[^>]+>|<!-- -->/g, '') ?? null;

  it('is the achieved price in pounds, on the UK site and with the note on another', () => {
    const achieved = {...sold, soldPrice: {value: '11800.00'}};
    expect(priceOf(html(achieved))).toBe('£11,800 (achieved)');
    expect(html(achieved)).not.toContain(NOTE);
    // The variant price a US query returns is dollars: the card still shows what it sold for.
    const american = {
      ...achieved,
      selectedOrFirstAvailableVariant: {
        ...FULL_CARD.selectedOrFirstAvailableVariant!,
        price: {amount: '15300.0', currencyCode: 'USD' as const},
      },
    };
    const shown = html(watchCardData(american), false, 'en', 'us');
    expect(priceOf(shown)).toBe('£11,800 (achieved)');
    expect(shown).toContain(NOTE);
    expect(shown).not.toContain('15,300');
    expect(priceOf(html(achieved, false, 'de', 'eu'))).toBe(
      '11.800\u00a0£ (erzielt)',
    );
  });

  it('without a sold price is the last asking price in pounds on the UK site, and no figure in dollars', () => {
    expect(priceOf(html(sold))).toBe('£11,950');
    const american = {
      ...sold,
      selectedOrFirstAvailableVariant: {
        ...FULL_CARD.selectedOrFirstAvailableVariant!,
        price: {amount: '15300.0', currencyCode: 'USD' as const},
      },
    };
    const shown = html(american, false, 'en', 'us');
    expect(priceOf(shown)).toBeNull();
    expect(shown).not.toContain('15,300');
    expect(shown).not.toContain(NOTE);
  });
});

describe('its class names', () => {
  const stylesheet = readFileSync(
    fileURLToPath(new URL('../../styles/app.css', import.meta.url)),
    'utf8',
  );
  const classesOf = (markup: string) =>
    [...markup.matchAll(/class="([^"]*)"/g)].map((match) => match[1]);

  it('writes short named classes, not long utility strings, in each of a list’s cards', () => {
    const written = classesOf(html(FULL_CARD)).join(' ');
    // About 1,590 characters as utilities; a grid writes this 24 times per page.
    expect(written.length).toBeLessThan(300);
  });

  it('names only classes the stylesheet defines', () => {
    const named = new Set(
      Object.values(variants)
        .flatMap((product) => [html(product), html(product, true)])
        .flatMap(classesOf)
        .flatMap((value) => value.split(/\s+/))
        .filter((name) => /^(card|badge|heart)(-|$)/.test(name)),
    );
    expect(named.size).toBeGreaterThan(10);
    for (const name of named)
      expect(stylesheet, name).toMatch(new RegExp(`\\.${name} \\{`));
  });
});
