// `npm run local-shop` starts the shop; `npm run local-shop -- set <handle> key=value...` changes
// a product through the Admin API of a running shop, as a merchandiser would in Shopify.
import {startLocalShop} from './server';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  if (reset) args.splice(args.indexOf('--reset'), 1);
  const emptyStore = args.includes('--empty-store');
  if (emptyStore) args.splice(args.indexOf('--empty-store'), 1);
  const port = flag(args, '--port');
  const extra = flag(args, '--extra-products');
  const url = flag(args, '--url');

  if (args[0] === 'set') {
    const origin =
      url ??
      process.env.LOCAL_SHOP_URL ??
      `http://127.0.0.1:${port ?? process.env.LOCAL_SHOP_PORT ?? 4000}`;
    const {setProduct} = await import('./admin/set-command');
    const summary = await setProduct(
      origin,
      process.env.LOCAL_SHOP_ADMIN_TOKEN ?? 'local-admin-token',
      args[1],
      args.slice(2),
    );
    console.log(summary);
    return;
  }
  if (args.length) {
    console.error(
      `Unknown arguments: ${args.join(' ')}\nUsage: local-shop [--reset] [--empty-store] [--port N] [--extra-products N]\n       local-shop set <handle> custom.key=value price=9500 quantity=2 status=DRAFT tags=a,b`,
    );
    process.exit(2);
  }
  const shop = await startLocalShop({
    reset: reset || undefined,
    emptyStore: emptyStore || undefined,
    port: port !== undefined ? Number(port) : undefined,
    extraProducts: extra !== undefined ? Number(extra) : undefined,
    quiet: true,
  });
  console.log(`Local shop ready on ${shop.url}`);
  const stop = async () => {
    await shop.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
