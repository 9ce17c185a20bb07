// Geometry of the server-rendered price chart: each priced sale a dot placed by sale day and
// price, joined in date order, with round price ticks and one tick per year. No browser code:
// the SVG is complete in the HTML and the table beside it holds the same sales.
import type {PricedSale} from './marketHistory';

export interface ChartPoint {
  x: number;
  y: number;
  sale: PricedSale;
}

export interface PriceChart {
  width: number;
  height: number;
  plot: {left: number; top: number; right: number; bottom: number};
  points: ChartPoint[];
  /** The polyline through the points in date order. */
  path: string;
  priceTicks: Array<{y: number; price: number}>;
  yearTicks: Array<{x: number; year: number}>;
}

const DAY = 86_400_000;

/** A round step giving about `count` ticks across `span` (1, 2 or 5 times a power of ten). */
export function niceStep(span: number, count: number): number {
  const raw = Math.max(span, 1) / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const round1 = (value: number) => Math.round(value * 10) / 10;

export function priceChart(
  sales: Array<PricedSale>,
  size: {width: number; height: number} = {width: 480, height: 260},
): PriceChart {
  const plot = {
    left: 62,
    top: 16,
    right: size.width - 16,
    bottom: size.height - 32,
  };
  const times = sales.map((sale) => dayTime(sale.soldDate));
  const prices = sales.map((sale) => sale.price);
  // One month either side, so a single sale still sits inside the frame.
  const first = (times.length ? Math.min(...times) : Date.now()) - 30 * DAY;
  const last = (times.length ? Math.max(...times) : Date.now()) + 30 * DAY;
  const low = prices.length ? Math.min(...prices) : 0;
  const high = prices.length ? Math.max(...prices) : 1;
  const step = niceStep(high - low || high * 0.1, 4);
  const floor = Math.floor((low - step * 0.25) / step) * step;
  const ceiling = Math.ceil((high + step * 0.25) / step) * step;

  const x = (time: number) =>
    round1(
      plot.left + ((time - first) / (last - first)) * (plot.right - plot.left),
    );
  const y = (price: number) =>
    round1(
      plot.bottom -
        ((price - floor) / (ceiling - floor)) * (plot.bottom - plot.top),
    );

  const points = sales.map((sale, index) => ({
    x: x(times[index]),
    y: y(sale.price),
    sale,
  }));
  const priceTicks: PriceChart['priceTicks'] = [];
  for (
    let price = Math.max(floor, 0);
    price <= ceiling + step / 2;
    price += step
  )
    priceTicks.push({y: y(price), price});
  const yearTicks: PriceChart['yearTicks'] = [];
  const firstYear = new Date(first).getUTCFullYear() + 1;
  const lastYear = new Date(last).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++)
    yearTicks.push({x: x(Date.UTC(year, 0, 1)), year});

  return {
    width: size.width,
    height: size.height,
    plot,
    points,
    path: points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' '),
    priceTicks,
    yearTicks,
  };
}
