import type {ReactNode} from 'react';
import type {
  FaqItem,
  ImageRef,
  LinkRef,
  RelatedLink,
} from '~/content/contentTypes';
import {Breadcrumb} from '~/components/Breadcrumb';
import {ContentImage} from '~/components/content/ContentImage';
import {Accordion} from '~/components/content/Accordion';
import {ShopLink} from '~/components/ShopLink';
import {darkButtonClass} from '~/components/content/Hero';
import {useLocale, useT} from '~/i18n/useTranslation';

export type ArticleView = {
  title: string;
  category: string;
  author: string;
  isoDate: string;
  displayDate: string;
  readingMinutes: number;
  image: ImageRef;
  faq?: FaqItem[];
  related: RelatedLink[];
  ctas: LinkRef[];
};

/** Hero, breadcrumb (Home, Blog, title), byline, body, FAQ, related articles and calls to action. */
export function ArticleLayout({
  article,
  children,
}: {
  article: ArticleView;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="pb-16" lang="en">
      <header className="relative isolate overflow-hidden bg-ink text-white">
        <ContentImage
          image={article.image}
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-50"
        />
        <div className="mx-auto max-w-4xl px-4 py-20 md:py-28">
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">
            {article.category}
          </p>
          <h1 className="mt-3 font-display text-4xl leading-tight md:text-5xl">
            {article.title}
          </h1>
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-200">
            <span>{t('content.byAuthor', {author: article.author})}</span>
            <time dateTime={article.isoDate}>{article.displayDate}</time>
            <span>{t('content.minRead', {n: article.readingMinutes})}</span>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4">
        <div className="mt-6">
          <Breadcrumb
            crumbs={[
              {label: t('content.home'), to: '/'},
              {label: t('content.blog'), to: '/blog'},
              {label: article.title},
            ]}
          />
        </div>
        {locale !== 'en' ? (
          <p className="mt-4 text-sm text-neutral-500" lang={locale}>
            {t('content.articleLanguageNote')}
          </p>
        ) : null}
        <div className="article-body mt-8 space-y-4 text-lg leading-relaxed text-neutral-800">
          {children}
        </div>
        {article.faq && article.faq.length > 0 ? (
          <section aria-labelledby="article-faq" className="mt-16">
            <h2 id="article-faq" className="mb-6 font-display text-3xl">
              {t('content.faqHeading')}
            </h2>
            <Accordion items={article.faq} />
          </section>
        ) : null}
        {article.ctas.length > 0 ? (
          <div
            className="mt-12 flex flex-wrap gap-4"
            data-testid="article-ctas"
          >
            {article.ctas.map((cta) => (
              <ShopLink
                key={cta.href}
                to={cta.href}
                className={darkButtonClass}
              >
                {cta.label}
              </ShopLink>
            ))}
          </div>
        ) : null}
      </div>
      {article.related.length > 0 ? (
        <section
          aria-labelledby="related-articles"
          className="mx-auto mt-16 max-w-5xl px-4"
        >
          <h2 id="related-articles" className="mb-6 font-display text-3xl">
            {t('content.relatedArticles')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {article.related.map((related) => (
              <li key={related.route}>
                <ShopLink
                  to={related.route}
                  className="group block overflow-hidden rounded-lg border border-neutral-200"
                >
                  <ContentImage
                    image={{key: related.image, alt: ''}}
                    className="aspect-[1200/630] w-full object-cover"
                  />
                  <span className="block p-4">
                    <span className="block text-xs font-semibold tracking-widest text-gold uppercase">
                      {related.category}
                    </span>
                    <span className="mt-1 block font-display text-xl group-hover:underline">
                      {related.title}
                    </span>
                  </span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
