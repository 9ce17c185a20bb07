import type {Route} from './+types/($locale).reviews';
import {reviewsContentIn} from '~/content/reviews';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {Breadcrumb} from '~/components/Breadcrumb';
import {TestimonialCard} from '~/components/content/Testimonial';
import {Carousel} from '~/components/content/Carousel';
import {ContentImage} from '~/components/content/ContentImage';
import {ShopLink} from '~/components/ShopLink';
import {darkButtonClass} from '~/components/content/Hero';
import {useDealer} from '~/hooks/rootData';
import {useLocale, useT} from '~/i18n/useTranslation';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const reviews = reviewsContentIn(shared?.locale ?? 'en');
  return contentPageMeta(shared, {
    title: reviews.heading,
    crumb: reviews.heading,
    description: reviews.intro,
  });
};

export default function Reviews() {
  const t = useT();
  const locale = useLocale();
  const dealer = useDealer();
  const {heading, intro, reviews, platformLink, categoriesHeading, categories} =
    reviewsContentIn(locale);
  const platformHref = platformLink.href.replace(
    '{reviewsUrl}',
    dealer.reviewsUrl,
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Breadcrumb
        crumbs={[{label: t('content.home'), to: '/'}, {label: heading}]}
      />
      <h1 className="mt-6 font-display text-5xl">{heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-neutral-700">{intro}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <TestimonialCard testimonial={review} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a
          href={platformHref}
          target="_blank"
          rel="noopener noreferrer"
          className={darkButtonClass}
        >
          {platformLink.label}{' '}
          <span className="sr-only">{t('content.opensInNewTab')}</span>
        </a>
      </div>
      <section aria-labelledby="watch-categories" className="mt-20">
        <h2
          id="watch-categories"
          className="mb-8 text-center font-display text-3xl"
        >
          {categoriesHeading}
        </h2>
        <Carousel
          label={categoriesHeading}
          perView={{base: 1, sm: 2, lg: 4}}
          delay={5000}
          loop
          slides={categories.map((category) => ({
            key: category.href,
            node: (
              <ShopLink
                to={category.href}
                className="group relative block overflow-hidden rounded-lg"
              >
                <ContentImage
                  image={category.image}
                  className="aspect-[600/840] max-h-[420px] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-5 font-display text-2xl text-white">
                  {category.name}
                </span>
              </ShopLink>
            ),
          }))}
        />
      </section>
    </div>
  );
}
