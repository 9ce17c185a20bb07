// Every Storefront API query asks in the site's country and language, so each market's prices
// (and each language's texts) come back: a query without @inContext answers in the shop's own
// currency whatever the address says.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

// Queries that read no price and no text a shopper sees, each with why.
const WITHOUT_CONTEXT: Record<string, string> = {
  WatchById: 'the handle of an old /watch/<id> address only',
  ReferenceIndex: 'reference numbers and slugs only',
  SitemapResources: 'handles and dates of change only',
  ProductSaleState: 'the Admin API, which has no @inContext',
  OfferVariant:
    "the Admin API: an accepted offer's draft order is in the shop's currency",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

const OPERATION =
  /\bquery\s+([A-Z]\w*)\s*(\((?:[^()]|\([^()]*\))*\))?\s*(@inContext\([^)]*\))?\s*\{/g;

function queries() {
  return sourceFiles('app').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(OPERATION)].map(
      ([, name, variables = '', inContext = '']) => ({
        file,
        name,
        variables,
        inContext,
      }),
    ),
  );
}

describe('Storefront API queries', () => {
  it('are found in the app (the rule below reads them)', () => {
    const names = queries().map((query) => query.name);
    expect(names).toContain('ProductDetail');
    expect(names).toContain('WishlistProducts');
    expect(names.length).toBeGreaterThan(20);
  });

  it('declare $country and $language and ask @inContext with both, unless they read nothing a market changes', () => {
    for (const {file, name, variables, inContext} of queries()) {
      if (name in WITHOUT_CONTEXT) continue;
      expect(variables, `${name} in ${file}`).toMatch(
        /\$country:\s*CountryCode/,
      );
      expect(variables, `${name} in ${file}`).toMatch(
        /\$language:\s*LanguageCode/,
      );
      expect(inContext, `${name} in ${file}`).toMatch(
        /@inContext\(\s*country:\s*\$country,\s*language:\s*\$language\s*\)/,
      );
    }
  });
});
