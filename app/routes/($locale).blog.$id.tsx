import {data} from 'react-router';
import type {Route} from './+types/($locale).blog.$id';
import {blogIndex, getBlogPost, hasGermanVersion} from '~/content/blog';
import {fillFacts} from '~/content/facts';
import {localizePath} from '~/i18n/locale';
import {pageMeta} from '~/lib/seo';
import {articleJsonLd, breadcrumbJsonLd} from '~/lib/content/jsonLd';
import {editorialExtraMeta} from '~/lib/content/articlePage';
import {shareImage} from '~/lib/content/images';
import {countWords} from '~/content/facts';
import {ArticleLayout} from '~/components/content/ArticleLayout';
import {ShopLink} from '~/components/ShopLink';
import {darkButtonClass} from '~/components/content/Hero';
import {useT} from '~/i18n/useTranslation';

export const meta: Route.MetaFunction = ({data: loaded}) => {
  if (!loaded?.post)
    return [
      {title: `${blogIndex.notFound.heading}`},
      {name: 'robots', content: 'noindex, follow'},
    ];
  const {post, url, shopName, locale} = loaded;
  const origin = new URL(url).origin;
  // Without a German version, /de serves the English post and points search engines at /.
  const german = hasGermanVersion(`/blog/${post.id}`);
  const pathname = new URL(url).pathname;
  const canonical = new URL(
    german ? pathname : localizePath(pathname, 'en'),
    origin,
  ).toString();
  const image = shareImage(origin, post.image.key);
  const words = post.content.reduce(
    (total, block) => total + countWords(block.text),
    countWords(post.title),
  );
  const minutes = Number.parseInt(post.readTime, 10);
  return [
    ...pageMeta({
      title: `${post.title} | ${shopName}`,
      description: post.excerpt,
      url: canonical,
      locale: 'en',
      type: 'article',
      hasGerman: german,
      image: {...image, alt: post.image.alt},
      jsonLd: [
        articleJsonLd({
          headline: post.title,
          description: post.excerpt,
          url: canonical,
          image: image.url,
          authorName: post.author,
          publisherName: shopName,
          publisherLogo: `${origin}/favicon.svg`,
          datePublished: post.isoDate,
          dateModified: post.isoDate,
          keywords: [post.category, 'Nautilus', 'pre-owned Patek Philippe'],
          wordCount: words,
          readingMinutes: minutes,
          category: post.category,
        }),
        breadcrumbJsonLd([
          {
            name: 'Home',
            url: new URL(localizePath('/', locale), origin).toString(),
          },
          {
            name: 'Blog',
            url: new URL(localizePath('/blog', locale), origin).toString(),
          },
          {name: post.title, url: canonical},
        ]),
      ],
    }),
    ...editorialExtraMeta({
      keywords: [post.category, 'Nautilus', 'pre-owned Patek Philippe'],
      author: post.author,
      published: post.isoDate,
      modified: post.isoDate,
      section: 'Luxury Watches',
    }),
  ];
};

export async function loader({params, request, context}: Route.LoaderArgs) {
  const found = getBlogPost(params.id);
  const base = {
    url: request.url,
    shopName: context.dealer.shopName,
    locale: context.locale,
  };
  // An unknown id is a real 404 that still shows the blog's own 'Post Not Found' page.
  if (!found) return data({...base, post: null}, {status: 404});
  const fill = (text: string) => fillFacts(text, context.dealer);
  const post = {
    ...found,
    title: fill(found.title),
    excerpt: fill(found.excerpt),
    author: fill(found.author),
    content: found.content.map((block) => ({...block, text: fill(block.text)})),
  };
  return {...base, post};
}

export default function BlogPost({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {post} = loaderData;
  if (!post) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-display text-4xl">{t('content.postNotFound')}</h1>
        <p className="mt-4 text-neutral-600">{t('content.postNotFoundText')}</p>
        <ShopLink
          to={blogIndex.notFound.backHref}
          className={`mt-8 ${darkButtonClass}`}
        >
          {t('content.backToBlog')}
        </ShopLink>
      </section>
    );
  }
  return (
    <ArticleLayout
      article={{
        title: post.title,
        category: post.category,
        author: post.author,
        isoDate: post.isoDate,
        displayDate: post.date,
        readingMinutes: Number.parseInt(post.readTime, 10),
        image: post.image,
        related: post.related,
        ctas: post.ctas,
      }}
    >
      {post.content.map((block, index) =>
        block.type === 'heading' ? (
          <h2 key={index} className="pt-6 font-display text-3xl">
            {block.text}
          </h2>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </ArticleLayout>
  );
}
