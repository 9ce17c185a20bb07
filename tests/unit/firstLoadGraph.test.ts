import {existsSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

// What every page downloads before it is interactive is the static import graph of the root
// and the page's route. These checks keep code that only some visitors need off that path
// (it is loaded on demand with import()), as the first-load JavaScript budget requires.

const APP = resolve(__dirname, '../../app');
const SERVER = join(APP, 'server');

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = join(APP, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null; // a package
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return (
    candidates.find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    ) ?? null
  );
}

/** Files reachable through static value imports (type-only imports and import() excluded). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    )) {
      const target = resolveImport(file, match[1]);
      // Worker-only modules serve loaders and actions, which the browser build drops.
      if (target && !target.startsWith(SERVER)) queue.push(target);
    }
  }
  return seen;
}

const relative = (files: Set<string>) =>
  [...files].map((file) => file.slice(APP.length + 1));

describe('first-load import graph', () => {
  it('the page shell does not carry the panel bodies, the cart lines or the consent banner', () => {
    const shell = relative(staticGraph(join(APP, 'components/PageLayout.tsx')));
    expect(shell).toContain('components/ChromePanels.tsx');
    // The search box is on every page so that what is typed after the tap lands in it
    // (decision 112); its live matches are not.
    expect(shell).toContain('components/SearchPanel.tsx');
    for (const onDemand of [
      'components/SearchResults.tsx',
      'components/WishlistPanel.tsx',
      'components/CartContents.tsx',
      'components/consent/ConsentBanner.tsx',
      'components/leads/EnquiryPanel.tsx',
      'components/leads/NewsletterPopup.tsx',
      'components/leads/fields.tsx',
      'app/domain/leads/forms.ts',
      'app/domain/leads/schemas.ts',
    ]) {
      expect(shell).not.toContain(onDemand);
    }
  });

  it('the footer newsletter is part of the page, without Conform or Zod', () => {
    const files = staticGraph(join(APP, 'components/PageLayout.tsx'));
    expect(relative(files)).toContain('components/leads/FooterNewsletter.tsx');
    const formLibraries = [...files].filter((file) =>
      /^import\s+(?!type\s)[^;]*from\s*'(zod|@conform-to\/[^']+)'/m.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(relative(new Set(formLibraries))).toEqual([]);
  });

  it("the product page's own code leaves the below-the-fold cards to load on demand", () => {
    const product = relative(
      staticGraph(join(APP, 'routes/($locale).products.$handle.tsx')),
    );
    expect(product).toContain('components/product/ProductGallery.tsx');
    expect(product).not.toContain('components/product/RecentlyViewed.tsx');
    expect(product).not.toContain('components/product/Recommendations.tsx');
    expect(product).not.toContain('components/catalogue/WatchCard.tsx');
  });

  it("no page's first load imports Hydrogen's client code (images, cart form and nonce are our own)", () => {
    const everything = new Set([
      ...staticGraph(join(APP, 'entry.client.tsx')),
      ...staticGraph(join(APP, 'root.tsx')),
      ...staticGraph(join(APP, 'routes/($locale).products.$handle.tsx')),
      ...staticGraph(join(APP, 'routes/($locale).products._index.tsx')),
      ...staticGraph(join(APP, 'routes/($locale).collections.$handle.tsx')),
    ]);
    const importsHydrogen = [...everything].filter((file) =>
      /^import\s+(?!type\s)[^;]*from\s*'@shopify\/hydrogen'/m.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(relative(new Set(importsHydrogen))).toEqual([]);
  });
  it('list, product and home pages load no form library, no schemas and no article texts up front', () => {
    for (const route of [
      'routes/($locale)._index.tsx',
      'routes/($locale).products._index.tsx',
      'routes/($locale).products.$handle.tsx',
      'routes/($locale).collections.$handle.tsx',
    ]) {
      const page = relative(staticGraph(join(APP, route)));
      for (const heavy of [
        'components/leads/fields.tsx',
        'app/domain/leads/forms.ts',
        'app/domain/leads/schemas.ts',
        'app/domain/alerts/request.ts',
        'content/blog.ts',
      ])
        expect(page, `${route} imports ${heavy}`).not.toContain(heavy);
    }
  });
});
