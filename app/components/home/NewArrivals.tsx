import {Suspense} from 'react';
import {Await} from 'react-router';
import type {WatchCardFragment} from 'storefrontapi.generated';
import {ShopLink} from '~/components/ShopLink';
import {useT} from '~/i18n/useTranslation';
// Part of the page's code: server-rendered cards whose code still had to load would keep their
// Suspense boundary unhydrated, and a navigation meanwhile makes React discard it (error #421).
import {NewArrivalsCarousel} from './NewArrivalsCarousel';
import {HydratesLater, PartHydrated} from '~/components/HydratesLater';

/** New Arrivals: the first 12 watches of the default order, streamed below the fold. */
export function NewArrivals({
  watches,
}: {
  watches: Promise<WatchCardFragment[] | null>;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="new-arrivals"
      className="mx-auto max-w-[1440px] px-4 py-16 lg:px-8"
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id="new-arrivals" className="font-display text-3xl">
          {t('content.newArrivals')}
        </h2>
        <ShopLink
          to="/products"
          className="tap-link text-sm font-semibold underline underline-offset-4 hover:text-gold"
        >
          {t('content.viewAll')}
        </ShopLink>
      </div>
      <HydratesLater>
        <Suspense fallback={<SkeletonRow />}>
          <Await
            resolve={watches}
            errorElement={
              <p className="text-neutral-600">
                {t('content.newArrivalsUnavailable')}
              </p>
            }
          >
            {(list) =>
              !list ? (
                <p className="text-neutral-600">
                  {t('content.newArrivalsUnavailable')}
                </p>
              ) : list.length === 0 ? (
                <p className="text-neutral-600">
                  {t('content.newArrivalsEmpty')}
                </p>
              ) : (
                <>
                  <NewArrivalsCarousel list={list} />
                  <PartHydrated />
                </>
              )
            }
          </Await>
        </Suspense>
      </HydratesLater>
    </section>
  );
}

function SkeletonRow() {
  return (
    <div className="flex gap-6 overflow-hidden" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className={`h-[420px] shrink-0 basis-full animate-pulse rounded-lg bg-neutral-100 motion-reduce:animate-none sm:basis-1/2 lg:basis-1/3 ${index > 0 ? 'hidden sm:block' : ''}`}
        />
      ))}
    </div>
  );
}
