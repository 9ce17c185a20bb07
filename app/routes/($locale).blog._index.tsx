import type {Route} from './+types/($locale).blog._index';
import {
  blogIndex,
  blogIndexIn,
  categoryLabel,
  hasGermanVersion,
} from '~/content/blog';
import type {BlogCard} from '~/content/contentTypes';
import {contentPageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {ShopLink} from '~/components/ShopLink';
import {ContentImage} from '~/components/content/ContentImage';
import {useLocale, useT} from '~/i18n/useTranslation';
import {translate} from '~/i18n/translate';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const shared = sharedPageData(args);
  const locale = shared?.locale ?? 'en';
  return [
    ...contentPageMeta(shared, {
      title: translate(locale, 'content.latestArticles'),
      crumb: 'Blog',
      description: translate(locale, 'content.blogMetaDescription'),
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'RSS',
      href: blogIndex.rssHref,
    },
  ];
};

export default function BlogIndex() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-4xl">{t('content.latestArticles')}</h1>
        {/* A file download, not a page: a plain link so the router does not handle it. */}
        <a
          href={blogIndex.rssHref}
          className="text-sm text-gold-dark underline underline-offset-4 hover:text-ink"
          type="application/rss+xml"
        >
          {t('content.rssFeed')}
        </a>
      </div>
      {blogIndexIn(locale).map((group) => (
        <section
          key={group.id}
          aria-labelledby={`group-${group.id}`}
          className="mt-14"
        >
          <h2 id={`group-${group.id}`} className="mb-6 font-display text-3xl">
            {group.href ? (
              <ShopLink
                to={group.href}
                className="hover:text-gold hover:underline"
              >
                {group.heading}
              </ShopLink>
            ) : (
              t('content.featured')
            )}
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {group.cards.map((card) => (
              <li key={card.id}>
                <BlogCardView card={card} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BlogCardView({card}: {card: BlogCard}) {
  const t = useT();
  const locale = useLocale();
  // A German card may lead to an article that exists only in English: say so before the click.
  const englishOnly = locale === 'de' && !hasGermanVersion(card.link);
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200"
      data-testid="blog-card"
    >
      <ContentImage
        image={{key: card.image, alt: ''}}
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex justify-between text-xs font-semibold tracking-widest text-gold-dark uppercase">
          <span>{categoryLabel(card.category, locale)}</span>
          <time
            dateTime={card.isoDate}
            className="font-normal tracking-normal text-neutral-500 normal-case"
          >
            {card.date}
          </time>
        </p>
        <h3 className="mt-2 font-display text-xl">{card.title}</h3>
        <p className="mt-2 flex-1 text-sm text-neutral-700">{card.excerpt}</p>
        {englishOnly ? (
          <p className="mt-3 text-xs text-neutral-500">
            {t('content.inEnglish')}
          </p>
        ) : null}
        <ShopLink
          to={card.link}
          className="mt-4 text-sm font-semibold underline underline-offset-4 hover:text-gold"
          aria-label={`${t('content.readMore')}: ${card.title}`}
        >
          {t('content.readMore')}
        </ShopLink>
      </div>
    </article>
  );
}
