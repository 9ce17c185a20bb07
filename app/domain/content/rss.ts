/** RSS 2.0 for the blog, built from the same article data as the pages. */

export type RssItem = {
  title: string;
  link: string;
  description: string;
  category: string;
  /** ISO date (YYYY-MM-DD or full timestamp). */
  published: string;
};

export type RssChannel = {
  title: string;
  link: string;
  description: string;
  selfUrl: string;
  language: string;
  items: RssItem[];
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML element content and attribute values; drops characters XML forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (char) => XML_ESCAPES[char])
  );
}

/** RFC 822 date as RSS wants it, e.g. 'Fri, 22 Mar 2024 00:00:00 GMT'. */
export function rfc822(isoDate: string): string {
  const date = new Date(/T/.test(isoDate) ? isoDate : `${isoDate}T00:00:00Z`);
  return date.toUTCString();
}

export function buildRss(channel: RssChannel): string {
  const newest = channel.items
    .map((item) => item.published)
    .sort()
    .at(-1);
  const items = channel.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <pubDate>${rfc822(item.published)}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml" />
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}
