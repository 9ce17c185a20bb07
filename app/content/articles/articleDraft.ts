import type {Article} from '../contentTypes';

/** An article as written; `related` is resolved from routes in ../articles.ts. */
export type ArticleDraft = Omit<Article, 'related' | 'author'> & {
  relatedRoutes: string[];
};
