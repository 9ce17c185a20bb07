import type {Route} from './+types/($locale).$';

export const meta: Route.MetaFunction = () => [
  {title: 'Page not found'},
  {name: 'robots', content: 'noindex'},
];

/** Any path the shop does not know answers 404 and the root's 'Page not found'. */
export async function loader({request}: Route.LoaderArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {
    status: 404,
  });
}

export default function CatchAll() {
  return null;
}
