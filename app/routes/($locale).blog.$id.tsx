import {data} from 'react-router';
import type {Route} from './+types/($locale).blog.$id';
import {blogIndex, getBlogPost} from '~/content/blog';
import {countWords, fillFacts} from '~/content/facts';
import {editorialMeta} from '~/domain/content/articlePage';
import {sharedPageData} from '~/hooks/rootData';
import {ArticleLayout} from '~/components/content/ArticleLayout';
import {NotFoundPage} from '~/components/NotFoundPage';
import {darkButtonClass} from '~/components/content/Hero';
import {useT} from '~/i18n/useTranslation';
import {sharedPageHeaders} from '~/server/pageCache';

// The same page for every shopper: shared from the edge (docs/decisions/105-private-unless-the-route-says.md).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({data: loaded, ...args}) => {
  const post = loaded?.post;
  if (!post)
    return [
      {title: `${blogIndex.notFound.heading}`},
      {name: 'robots', content: 'noindex, follow'},
    ];
  return editorialMeta(sharedPageData(args), {
    route: `/blog/${post.id}`,
    title: post.title,
    description: post.excerpt,
    author: post.author,
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    keywords: post.keywords,
    category: post.category,
    wordCount: post.content.reduce(
      (total, block) => total + countWords(block.text),
      countWords(post.title),
    ),
    readingMinutes: Number.parseInt(post.readTime, 10),
    image: post.image,
  });
};

export async function loader({params, context}: Route.LoaderArgs) {
  const found = getBlogPost(params.id);
  // An unknown id is a real 404 that still shows the blog's own 'Post Not Found' page.
  if (!found) return data({post: null}, {status: 404});
  const fill = (text: string) => fillFacts(text, context.dealer);
  const post = {
    ...found,
    title: fill(found.title),
    excerpt: fill(found.excerpt),
    author: fill(found.author),
    content: found.content.map((block) => ({...block, text: fill(block.text)})),
  };
  return {post};
}

export default function BlogPost({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {post} = loaderData;
  if (!post) {
    return (
      <NotFoundPage
        title={t('content.postNotFound')}
        text={t('content.postNotFoundText')}
        to={blogIndex.notFound.backHref}
        linkLabel={t('content.backToBlog')}
        linkClassName={darkButtonClass}
      />
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
