import type {APIRequestContext, Page} from '@playwright/test';

/** The local shop the e2e servers started (see playwright.config.ts). */
export const LOCAL_SHOP_URL =
  process.env.E2E_LOCAL_SHOP_URL ?? 'http://127.0.0.1:4310';

/** Asks the local shop's Storefront API directly, to find test data the way a test author would. */
export async function storefrontQuery<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${LOCAL_SHOP_URL}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token',
    },
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T; errors?: unknown};
  if (body.errors)
    throw new Error(`Storefront query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export type TestWatch = {
  handle: string;
  title: string;
  variantId: string;
  stock: number;
  status: string | null;
};

/** Watches in the catalogue, with stock and status, for choosing test subjects. */
export async function catalogueWatches(): Promise<TestWatch[]> {
  const data = await storefrontQuery<{
    products: {
      nodes: Array<{
        handle: string;
        title: string;
        status: {value: string} | null;
        variants: {
          nodes: Array<{
            id: string;
            quantityAvailable: number | null;
            availableForSale: boolean;
          }>;
        };
      }>;
    };
  }>(`{ products(first: 250) { nodes { handle title
        status: metafield(namespace: "custom", key: "availability_status") { value }
        variants(first: 1) { nodes { id quantityAvailable availableForSale } } } } }`);
  return data.products.nodes
    .filter((product) => product.variants.nodes[0]?.availableForSale)
    .map((product) => ({
      handle: product.handle,
      title: product.title,
      variantId: product.variants.nodes[0].id,
      stock: product.variants.nodes[0].quantityAvailable ?? 0,
      status: product.status?.value ?? null,
    }));
}

/** Adds a watch through the /cart route, exactly as a no-JavaScript form post would. */
export async function addThroughCartRoute(
  request: APIRequestContext,
  variantId: string,
  quantity = 1,
) {
  const response = await request.post('/cart', {
    form: {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: variantId, quantity}]},
      }),
    },
    maxRedirects: 0,
  });
  if (response.status() >= 400)
    throw new Error(
      `Adding to cart failed: ${response.status()} ${await response.text()}`,
    );
  return response;
}

/** Opens the cart drawer from the header. */
export async function openCartDrawer(page: Page) {
  await page.getByRole('button', {name: /^Cart/}).click();
  return page.getByRole('dialog', {name: 'Your Cart'});
}

/** Navigates and waits until React has hydrated, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  return response;
}
