import {redirect} from 'react-router';
import type {Route} from './+types/($locale).search';
import {localizePath} from '~/i18n/locale';
import {catalogueQueryString} from '~/domain/catalogue/filters';

/**
 * Shopify's standard search address, /search?q=…, which old links, bookmarks and Shopify's own
 * services use: a permanent redirect to all watches searched for the same text.
 */
export function loader({request, context}: Route.LoaderArgs) {
  const search = (new URL(request.url).searchParams.get('q') ?? '').trim();
  return redirect(
    localizePath('/products', context.locale) + catalogueQueryString({search}),
    301,
  );
}

export default function SearchRedirect() {
  return null;
}
