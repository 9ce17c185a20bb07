import {expect, it} from 'vitest';
import {articles} from '~/content/articles';
import {ARTICLE_SLUGS} from './articleSlugs';

it('mounts exactly the articles of the content table', () => {
  expect([...ARTICLE_SLUGS].sort()).toEqual(articles.map((a) => a.slug).sort());
});
