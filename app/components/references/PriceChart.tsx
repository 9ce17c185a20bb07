import {useLocale, useT} from '~/i18n/useTranslation';
import {formatMonth, formatPounds} from '~/domain/references/format';
import type {PricedSale} from '~/domain/references/marketHistory';
import {priceChart} from '~/domain/references/priceChart';
import {derivedPounds} from '~/domain/pounds';
import {PRICE_KIND_LABEL, SalePrice} from './SalePrice';
import '~/i18n/areas/references';

/**
 * The sales as dots over time: an SVG drawn on the server (no script), described for screen
 * readers by its summary, with every plotted sale in the table below it.
 */
export function PriceChart({sales}: {sales: PricedSale[]}) {
  const t = useT();
  const locale = useLocale();
  if (!sales.length)
    return <p className="text-neutral-600">{t('references.chartNone')}</p>;
  const chart = priceChart(sales);
  const prices = sales.map((sale) => sale.price);
  const summary = t('references.chartSummary', {
    n: sales.length,
    from: formatMonth(sales[0].soldDate, locale),
    to: formatMonth(sales[sales.length - 1].soldDate, locale),
    low: formatPounds(derivedPounds(Math.min(...prices)), locale),
    high: formatPounds(derivedPounds(Math.max(...prices)), locale),
  });
  return (
    <figure className="flex flex-col gap-4">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="h-auto w-full max-w-2xl text-neutral-400"
        role="img"
        aria-labelledby="price-chart-summary"
        data-testid="price-chart"
      >
        {chart.priceTicks.map((tick) => (
          <g key={tick.price}>
            <line
              x1={chart.plot.left}
              x2={chart.plot.right}
              y1={tick.y}
              y2={tick.y}
              stroke="currentColor"
              strokeOpacity={0.35}
              strokeWidth={1}
            />
            <text
              x={chart.plot.left - 8}
              y={tick.y + 4}
              textAnchor="end"
              fontSize={13}
              fill="#525252"
            >
              {formatPounds(derivedPounds(tick.price), locale)}
            </text>
          </g>
        ))}
        {chart.yearTicks.map((tick) => (
          <text
            key={tick.year}
            x={tick.x}
            y={chart.plot.bottom + 22}
            textAnchor="middle"
            fontSize={13}
            fill="#525252"
          >
            {tick.year}
          </text>
        ))}
        <path d={chart.path} fill="none" stroke="#1f2937" strokeWidth={1.5} />
        {chart.points.map((point) => (
          <circle
            key={point.sale.handle}
            cx={point.x}
            cy={point.y}
            r={4.5}
            fill={point.sale.priceKind === 'achieved' ? '#1f2937' : '#ffffff'}
            stroke="#1f2937"
            strokeWidth={1.5}
            data-sold={point.sale.soldDate}
            data-price={point.sale.price}
          >
            <title>
              {`${formatMonth(point.sale.soldDate, locale)}: ${formatPounds(point.sale.price, locale)} (${t(PRICE_KIND_LABEL[point.sale.priceKind])})`}
            </title>
          </circle>
        ))}
      </svg>
      <figcaption id="price-chart-summary" className="text-sm text-neutral-600">
        {summary} {t('references.chartLegend')}
      </figcaption>
      <div className="overflow-x-auto">
        <table
          className="w-full text-left text-sm"
          data-testid="price-chart-table"
        >
          <caption className="mb-2 text-left font-medium">
            {t('references.chartTableCaption')}
          </caption>
          <thead>
            <tr className="border-b border-neutral-300">
              <th scope="col" className="py-2 pr-4">
                {t('references.colSold')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('references.colPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.handle} className="border-b border-neutral-200">
                <td className="py-2 pr-4">
                  {formatMonth(sale.soldDate, locale)}
                </td>
                <td className="py-2 pr-4">
                  <SalePrice price={sale.price} priceKind={sale.priceKind} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
