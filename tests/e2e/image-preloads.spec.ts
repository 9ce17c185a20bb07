// A page's largest image is asked for from the first bytes of <head> (decision 120): every image a
// page marks high priority has a preload of the same file, and no page preloads an image it does
// not show. Read from the server's HTML, on every page kind, in both languages.
import {expect, test, type APIRequestContext} from './support/test';
import {catalogueWatches} from './support/localShop';
import {ARTICLE_SLUGS} from '~/domain/content/articleSlugs';

type Tag = Record<string, string>;

/** Each `<name …>` tag's attributes, as the server wrote them (entities left as they are). */
function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(
    ([, attributes]) =>
      Object.fromEntries(
        [...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(
          ([, key, value]) => [key.toLowerCase(), value ?? ''],
        ),
      ),
  );
}

/** What a browser fetches for an image: its srcset and sizes when it has one, else its address. */
const imageFile = (srcSet: string | undefined, src: string, sizes = '') =>
  srcSet ? `${srcSet} | ${sizes}` : src;

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The first link under `list` on the list's page (a reference, an article). */
async function firstEntry(request: APIRequestContext, list: string) {
  const page = await html(request, list);
  const href = page.match(new RegExp(`href="(${list}/[^"?#]+)"`))?.[1];
  expect(href, `an entry linked from ${list}`).toBeTruthy();
  return href!;
}

const PAGES = [
  '/',
  '/products',
  '/collections/rolex',
  '/products/{watch}',
  '/references/{reference}',
  '/blog/{article}',
  ...ARTICLE_SLUGS.map((slug) => `/${slug}`),
  '/signature-watches',
  '/holy-grails',
  '/recently-sold',
  '/available',
  '/sportsworld',
  '/sourcing',
  '/sell-your-watch',
  '/insurance',
  '/about',
  '/reviews',
  '/contact-us',
  '/references',
  '/blog',
];

for (const prefix of ['', '/de'])
  test(`${prefix || 'en'}: every high-priority image is preloaded from <head>, and only those`, async ({
    request,
  }) => {
    const watch = (await catalogueWatches()).find(
      (entry) => entry.status === 'available',
    )!;
    const reference = await firstEntry(request, `${prefix}/references`);
    const article = await firstEntry(request, `${prefix}/blog`);
    let pagesWithPriorityImages = 0;
    for (const template of PAGES) {
      const path = template.startsWith('/references/')
        ? reference
        : template.startsWith('/blog/')
          ? article
          : `${prefix}${template.replace('{watch}', watch.handle)}`;
      const page = await html(request, path);
      const head = page.slice(0, page.indexOf('</head>'));
      const preloaded = tags(head, 'link')
        .filter((link) => link.rel === 'preload' && link.as === 'image')
        .map((link) => imageFile(link.imagesrcset, link.href, link.imagesizes));
      const priority = tags(page, 'img')
        .filter((img) => img.fetchpriority === 'high')
        .map((img) => imageFile(img.srcset, img.src, img.sizes));
      if (priority.length > 0) pagesWithPriorityImages++;
      expect
        .soft(
          [...new Set(preloaded)].sort(),
          `${path}: the images it preloads are the ones it shows first`,
        )
        .toEqual([...new Set(priority)].sort());
    }
    // The check means something only if pages of that kind are in the list.
    expect(pagesWithPriorityImages).toBeGreaterThanOrEqual(10);
  });
