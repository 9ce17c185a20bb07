import {Outlet, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/($locale)';
import {assertLocaleParam} from '~/i18n/route';

// Parent of every page: an unknown language prefix (/en/..., /xx/...) is a 404 before any page loads.
export async function loader({params}: Route.LoaderArgs) {
  assertLocaleParam(params);
  return null;
}

// The answer depends on the prefix alone.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
}) => currentParams.locale !== nextParams.locale;

export default function LocaleLayout() {
  return <Outlet />;
}
