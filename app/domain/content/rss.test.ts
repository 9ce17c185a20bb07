import {describe, expect, it} from 'vitest';
import {buildRss, escapeXml, rfc822} from './rss';

/** A small well-formedness check: every tag closes in order, no raw '&' or '<' in text. */
function assertWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const tokens = body.match(/<[^>]+>|[^<]+/g) ?? [];
  for (const token of tokens) {
    if (token.startsWith('</')) {
      expect(stack.pop()).toBe(token.slice(2, -1).trim());
    } else if (token.startsWith('<')) {
      if (!token.endsWith('/>')) stack.push(token.slice(1, -1).split(/\s/)[0]);
    } else {
      expect(token).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    }
  }
  expect(stack).toEqual([]);
}

describe('RSS builder', () => {
  const xml = buildRss({
    title: 'Shop & Co <Blog>',
    link: 'https://shop.example/blog',
    description: 'Guides "and" stories',
    selfUrl: 'https://shop.example/blog/rss.xml',
    language: 'en-GB',
    items: [
      {
        title: 'Patek & "Nautilus" <5711>',
        link: 'https://shop.example/a?x=1&y=2',
        description: "It's <b>bold</b>",
        category: 'Patek Philippe',
        published: '2024-03-22',
      },
      {
        title: 'Later',
        link: 'https://shop.example/b',
        description: 'Text',
        category: 'Investment Watches',
        published: '2024-05-20',
      },
    ],
  });

  it('is RSS 2.0 with a channel, self link and items', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(
      '<atom:link href="https://shop.example/blog/rss.xml" rel="self" type="application/rss+xml" />',
    );
    expect(xml.match(/<item>/g)).toHaveLength(2);
    assertWellFormed(xml);
  });

  it('escapes text and URLs', () => {
    expect(xml).toContain('<title>Shop &amp; Co &lt;Blog&gt;</title>');
    expect(xml).toContain(
      '<title>Patek &amp; &quot;Nautilus&quot; &lt;5711&gt;</title>',
    );
    expect(xml).toContain('<link>https://shop.example/a?x=1&amp;y=2</link>');
    expect(xml).toContain('It&apos;s &lt;b&gt;bold&lt;/b&gt;');
  });

  it('dates items in RFC 822 and builds from the newest', () => {
    expect(rfc822('2024-03-22')).toBe('Fri, 22 Mar 2024 00:00:00 GMT');
    expect(xml).toContain('<pubDate>Fri, 22 Mar 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain(
      '<lastBuildDate>Mon, 20 May 2024 00:00:00 GMT</lastBuildDate>',
    );
  });

  it('drops characters XML forbids', () => {
    expect(escapeXml('a\u0001b\u0008c')).toBe('abc');
  });
});
