import {createHmac} from 'node:crypto';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, expect, it} from 'vitest';
import {WebhookSender} from './sender';
import type {Watch} from '../storefront/stock';

function watch(overrides: Partial<Watch> = {}): Watch {
  return {
    n: 7,
    handle: 'rolex-submariner',
    title: 'Rolex Submariner',
    vendor: 'Rolex',
    productType: 'Watch',
    description: '',
    status: 'ACTIVE',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
    tags: ['diver'],
    sku: '126610LN',
    price: 9500,
    compareAtPrice: null,
    quantity: 1,
    metafields: {
      availability_status: 'available',
      reference_number: '126610LN',
    },
    ...overrides,
  } as Watch;
}

async function receiver(statuses: number[]) {
  const received: Array<{headers: IncomingMessage['headers']; body: string}> =
    [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({headers: req.headers, body});
      res.writeHead(statuses[received.length - 1] ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/shopify`;
  return {
    url,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('local shop webhooks', () => {
  it('posts one signed products/update per settled change, retried with the same webhook id', async () => {
    const target = await receiver([500, 200]);
    const sender = new WebhookSender({
      url: target.url,
      secret: 'hush',
      shopDomain: 'local-shop.myshopify.com',
      settleMs: 20,
      retryDelaysMs: [10],
    });
    sender.notify('products/update', watch({price: 9000}));
    sender.notify('products/update', watch());
    await expect.poll(() => target.received.length, {timeout: 10_000}).toBe(2);
    await sender.close();
    await target.close();
    const [first, retry] = target.received;
    expect(first.headers['x-shopify-topic']).toBe('products/update');
    expect(retry.headers['x-shopify-webhook-id']).toBe(
      first.headers['x-shopify-webhook-id'],
    );
    expect(first.headers['x-shopify-hmac-sha256']).toBe(
      createHmac('sha256', 'hush').update(first.body).digest('base64'),
    );
    const payload = JSON.parse(first.body);
    expect(payload).toMatchObject({
      admin_graphql_api_id: 'gid://shopify/Product/7',
      status: 'active',
      variants: [{sku: '126610LN', price: '9500.00'}],
    });
    expect(payload.metafields).toContainEqual(
      expect.objectContaining({
        namespace: 'custom',
        key: 'availability_status',
        value: 'available',
      }),
    );
  });
});
