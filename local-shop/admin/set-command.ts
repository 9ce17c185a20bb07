// The `set` command: turns key=value pairs into the Admin API mutations Shopify would take.
//   custom.<key>=<value>  metafieldsSet (empty value: metafieldsDelete)
//   price=<amount>        productVariantsBulkUpdate (empty: unpriced)
//   compare_at_price=<amount>
//   quantity=<n>          inventorySetQuantities
//   status=ACTIVE|DRAFT|ARCHIVED, tags=a,b   productUpdate

async function admin(
  origin: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
) {
  const res = await fetch(`${origin}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Access-Token': token,
    },
    body: JSON.stringify({query, variables}),
  });
  const json = (await res.json()) as {data?: any; errors?: unknown};
  if (!res.ok || json.errors)
    throw new Error(
      `Admin API answered ${res.status}: ${JSON.stringify(json.errors)}`,
    );
  return json.data;
}

function userErrors(payload: {userErrors?: Array<{message: string}>} | null) {
  const errors = payload?.userErrors ?? [];
  if (errors.length) throw new Error(errors.map((e) => e.message).join('; '));
}

export async function setProduct(
  origin: string,
  token: string,
  handle: string | undefined,
  pairs: string[],
): Promise<string> {
  if (!handle || pairs.length === 0)
    throw new Error('Usage: local-shop set <handle> key=value...');
  const found = await admin(
    origin,
    token,
    `query($handle: String!) { productByIdentifier(identifier: {handle: $handle}) { id variants(first: 1) { nodes { id inventoryItem { id } } } } }`,
    {handle},
  );
  const product = found.productByIdentifier;
  if (!product) throw new Error(`No product with handle ${handle}`);
  const variant = product.variants.nodes[0];
  const done: string[] = [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new Error(`Expected key=value, got ${pair}`);
    const key = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if (key.startsWith('custom.')) {
      const mfKey = key.slice('custom.'.length);
      if (value === '') {
        const data = await admin(
          origin,
          token,
          `mutation($m: [MetafieldIdentifierInput!]!) { metafieldsDelete(metafields: $m) { userErrors { message } } }`,
          {
            m: [{ownerId: product.id, namespace: 'custom', key: mfKey}],
          },
        );
        userErrors(data.metafieldsDelete);
      } else {
        const data = await admin(
          origin,
          token,
          `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { userErrors { message } } }`,
          {
            m: [
              {
                ownerId: product.id,
                namespace: 'custom',
                key: mfKey,
                value,
                type: 'single_line_text_field',
              },
            ],
          },
        );
        userErrors(data.metafieldsSet);
      }
    } else if (key === 'price' || key === 'compare_at_price') {
      const field = key === 'price' ? 'price' : 'compareAtPrice';
      const data = await admin(
        origin,
        token,
        `mutation($p: ID!, $v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $p, variants: $v) { userErrors { message } } }`,
        {p: product.id, v: [{id: variant.id, [field]: value}]},
      );
      userErrors(data.productVariantsBulkUpdate);
    } else if (key === 'quantity') {
      const data = await admin(
        origin,
        token,
        `mutation($i: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $i) { userErrors { message } } }`,
        {
          i: {
            name: 'available',
            reason: 'correction',
            ignoreCompareQuantity: true,
            quantities: [
              {
                inventoryItemId: variant.inventoryItem.id,
                locationId: 'gid://shopify/Location/1',
                quantity: Number(value),
              },
            ],
          },
        },
      );
      userErrors(data.inventorySetQuantities);
    } else if (key === 'status' || key === 'tags') {
      const input =
        key === 'status'
          ? {id: product.id, status: value.toUpperCase()}
          : {
              id: product.id,
              tags: value
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean),
            };
      const data = await admin(
        origin,
        token,
        `mutation($p: ProductUpdateInput!) { productUpdate(product: $p) { userErrors { message } } }`,
        {p: input},
      );
      userErrors(data.productUpdate);
    } else {
      throw new Error(
        `Unknown key ${key} (use custom.<key>, price, compare_at_price, quantity, status, tags)`,
      );
    }
    done.push(`${key}=${value}`);
  }
  return `Updated ${handle}: ${done.join(', ')}`;
}
