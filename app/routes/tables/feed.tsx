// One module for /robots.txt, /sitemap.xml, /blog/rss.xml and /product-feed.xml (mounted per
// address from app/routes.ts); each document's text and headers live in app/server/feed/feeds.ts.
import type {LoaderFunctionArgs} from 'react-router';
import {feedDocument} from '~/server/feed/feeds';

export const loader = (args: LoaderFunctionArgs) => feedDocument(args);
