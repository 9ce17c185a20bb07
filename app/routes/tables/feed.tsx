// One module for /robots.txt, /sitemap.xml, /blog/rss.xml and /product-feed.xml (mounted per
// address from app/routes.ts); each document's text and headers live in app/server/feed/feeds.ts.
import type {Route} from './+types/feed';
import {feedDocument} from '~/server/feed/feeds';

export const loader = (args: Route.LoaderArgs) => feedDocument(args);
