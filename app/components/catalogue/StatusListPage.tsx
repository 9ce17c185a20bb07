import type {CataloguePage} from '~/server/catalogue/query';
import {CatalogueResults} from './CatalogueResults';
import {CatalogueEmpty, CatalogueError} from './CatalogueStates';
import {useRevalidateEvery} from '~/hooks/useRevalidateEvery';

export const STATUS_REFRESH_MS = 60_000;

/** Title, intro and a grid that refreshes every 60 s while the tab is visible. */
export function StatusListPage({
  title,
  intro,
  emptyMessage,
  page,
}: {
  title: string;
  intro: string;
  emptyMessage: string;
  page: CataloguePage | null;
}) {
  useRevalidateEvery(STATUS_REFRESH_MS);
  return (
    <div className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{intro}</p>
      <div className="mt-8">
        {page ? (
          <CatalogueResults
            page={page}
            skeletonCount={6}
            label={title}
            emptyState={<CatalogueEmpty message={emptyMessage} />}
          />
        ) : (
          <CatalogueError retryHref="" />
        )}
      </div>
    </div>
  );
}
