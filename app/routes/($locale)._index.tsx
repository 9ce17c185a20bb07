import type {Route} from './+types/($locale)._index';
import {ShopLink} from '~/components/ShopLink';
import {assertLocaleParam} from '~/i18n/route';

export const meta: Route.MetaFunction = () => [{title: 'Pre-owned luxury watches'}];

export async function loader({params}: Route.LoaderArgs) {
  assertLocaleParam(params);
  return null;
}

// Home shell for the foundation; the home-page issue builds the hero, carousels and FAQ.
export default function Home() {
  return (
    <section className="px-4 py-24 text-center">
      <h1 className="font-display text-4xl">A Collector-First Approach</h1>
      <ShopLink to="/products" className="mt-8 inline-block rounded bg-ink px-6 py-3 text-sm text-white">
        Buy A Timepiece
      </ShopLink>
    </section>
  );
}
