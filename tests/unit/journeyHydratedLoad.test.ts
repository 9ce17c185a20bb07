// A journey's hydrated page load where the page-problem collector is polled in (WebKit): on a
// busy machine the page can hydrate before the collector reaches it, a load that saw nothing.
import {describe, expect, it} from 'vitest';
import type {BrowserSession} from '../journeys/support/browserSession';
import type {PageProblems} from '../journeys/support/pageProblems';
import {ShopPage} from '../journeys/support/shopPage';

/** A browser whose loads of the shop's pages report `lateness[n]` for the n-th load. */
function browserWhereCollectorIsLate(
  lateness: boolean[],
  problems: string[] = [],
) {
  const visits: string[] = [];
  // The browser's first, blank document.
  let report: PageProblems = {
    documentId: '0',
    url: 'about:blank',
    origin: 'null',
    installedWhile: 'complete',
    installedAfterHydration: false,
    problems: [],
  };
  const session = {
    engine: 'stand-in',
    async execute(body: string) {
      if (body.includes('__pageProblems')) return report;
      return null;
    },
    // Every locator finds one element: html[data-hydrated] is there.
    async executeForElements() {
      return [{}];
    },
    async navigate(url: string) {
      visits.push(new URL(url).pathname);
      const late = url.endsWith('/robots.txt')
        ? false
        : (lateness[visits.filter((v) => v !== '/robots.txt').length - 1] ??
          false);
      report = {
        documentId: String(visits.length),
        url,
        origin: new URL(url).origin,
        installedWhile: late ? 'complete' : 'loading',
        installedAfterHydration: late,
        problems: late || url.endsWith('/robots.txt') ? [] : problems,
      };
    },
    async setViewport() {},
    async end() {},
  } as unknown as BrowserSession;
  return {session, visits};
}

describe('a hydrated load the collector reached too late', () => {
  it('is loaded again, and the journey goes on once the collector was in before hydration', async () => {
    const {session, visits} = browserWhereCollectorIsLate([true, false]);
    const page = await ShopPage.open(session, 'http://shop.test');
    await page.gotoHydrated('/recently-sold');
    await page.assertNoProblems();
    expect(visits).toEqual(['/robots.txt', '/recently-sold', '/recently-sold']);
  });

  it('fails after three late loads: a page never checked is not a page without problems', async () => {
    const {session} = browserWhereCollectorIsLate([true, true, true]);
    const page = await ShopPage.open(session, 'http://shop.test');
    await expect(page.gotoHydrated('/recently-sold')).rejects.toThrow(
      'The error collector reached http://shop.test/recently-sold only after it had hydrated',
    );
  });

  it('never loads again a page whose problems the collector saw', async () => {
    const {session, visits} = browserWhereCollectorIsLate(
      [false],
      ['page error: boom'],
    );
    const page = await ShopPage.open(session, 'http://shop.test');
    await expect(page.gotoHydrated('/products')).rejects.toThrow(
      'reported 1 problem(s)',
    );
    expect(visits).toEqual(['/robots.txt', '/products']);
  });
});
