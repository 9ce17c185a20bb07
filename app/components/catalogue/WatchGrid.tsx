import type {WatchCardData} from '~/domain/catalogue/watchCardData';
import {WatchCard} from './WatchCard';

export const GRID_CLASSES =
  'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * Cards in a responsive grid: 1, 2, 3, then 4 columns. Only the first card's image is eager and
 * high priority (a phone shows one card above the fold): the rest load lazily, as they come into
 * view, so nothing shares the first paint's bandwidth with them.
 */
export function WatchGrid({
  products,
  eagerCount = 1,
  showSpecs,
  label,
}: {
  products: WatchCardData[];
  eagerCount?: number;
  showSpecs?: boolean;
  label?: string;
}) {
  return (
    <ul className={GRID_CLASSES} aria-label={label} data-testid="watch-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <WatchCard
            product={product}
            loading={index < eagerCount ? 'eager' : 'lazy'}
            priority={index === 0 && eagerCount > 0}
            showSpecs={showSpecs}
          />
        </li>
      ))}
    </ul>
  );
}

/** A grey card the size of a watch card, shown while results load. */
export function WatchCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col overflow-hidden rounded-lg border border-neutral-200 motion-reduce:animate-none"
      data-testid="watch-card-skeleton"
      aria-hidden="true"
    >
      <div className="aspect-square bg-neutral-200" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/3 rounded bg-neutral-200" />
        <div className="h-4 w-3/4 rounded bg-neutral-200" />
        <div className="h-4 w-1/4 rounded bg-neutral-200" />
      </div>
    </div>
  );
}

export function SkeletonGrid({count, label}: {count: number; label: string}) {
  return (
    <div role="status" aria-label={label} className={GRID_CLASSES}>
      {Array.from({length: count}, (_, i) => (
        <WatchCardSkeleton key={i} />
      ))}
    </div>
  );
}
