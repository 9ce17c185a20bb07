// The merchandiser's report of the watches the Merchant feed leaves out, and why: a small
// HTML page behind the admin password, beside the feed download.
import {translate} from '~/i18n/translate';
import type {MessageKey} from '~/i18n/translate';
import {parseConditionReport} from '~/domain/product/conditionReport';
import {
  belongsInFeed,
  feedExclusions,
  type FeedExclusion,
  type FeedProduct,
} from './merchantFeed';
import {escapeXml} from './xml';
import '~/i18n/areas/product';

const REASON: Record<FeedExclusion, MessageKey> = {
  'no-price': 'product.feedReportNoPrice',
  'no-image': 'product.feedReportNoImage',
  'status-unknown': 'product.feedReportStatusUnknown',
};

export function renderFeedReport(products: FeedProduct[]): string {
  const t = (key: MessageKey, vars?: Record<string, string | number>) =>
    escapeXml(translate('en', key, vars));
  const left = feedExclusions(products);
  const listed = products.filter(belongsInFeed);
  // The watches whose condition report reaches the feed (product_detail).
  const reported = listed.filter((product) =>
    parseConditionReport(product.conditionReport?.value),
  ).length;
  const rows = left
    .map(
      (entry) =>
        `<tr><td><a href="/products/${encodeURIComponent(entry.handle)}">${escapeXml(entry.title)}</a></td><td>${t(REASON[entry.reason])}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('product.feedReportTitle')}</title></head>
<body>
<h1>${t('product.feedReportTitle')}</h1>
<p>${t('product.feedReportSummary', {listed: listed.length, left: left.length})}</p>
<p>${t('product.feedReportConditionReports', {reported, listed: listed.length})}</p>
<p><a href="/admin/product-feed">${t('product.feedReportDownload')}</a></p>
${
  left.length
    ? `<table><caption>${t('product.feedReportLeftOut')}</caption><thead><tr><th scope="col">${t('product.feedReportWatch')}</th><th scope="col">${t('product.feedReportReason')}</th></tr></thead><tbody>
${rows}
</tbody></table>`
    : `<p>${t('product.feedReportNone')}</p>`
}
</body></html>
`;
}
