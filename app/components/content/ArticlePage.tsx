import {useLoaderData} from 'react-router';
import type {ArticleLoaderData} from '~/domain/content/articlePage';
import {ArticleLayout} from '~/components/content/ArticleLayout';

/** The body of every editorial article route; the data comes from articleLoaderData. */
export function ArticlePage() {
  const {article, displayDate} = useLoaderData() as ArticleLoaderData;
  return (
    <ArticleLayout
      article={{
        title: article.title,
        category: article.category,
        author: article.author,
        isoDate: article.datePublished,
        displayDate,
        readingMinutes: article.readingMinutes,
        image: article.heroImage,
        faq: article.faq,
        related: article.related,
        ctas: article.ctas,
      }}
    >
      {article.sections.map((section) => (
        <section key={section.heading} className="pt-6">
          <h2 className="font-display text-3xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 60)} className="mt-4">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </ArticleLayout>
  );
}
