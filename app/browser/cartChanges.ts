// A shopper's cart changes reach Shopify one at a time, in the order they were made. Two at once
// raced: a quantity change still on its way and a Remove pressed after it (the drawer shows the
// new quantity before Shopify has it) reached the server in either order, and an update of a line
// already removed was refused with a 400.

let last: Promise<unknown> = Promise.resolve();

/** Runs `change` once every change started before it has settled, whether it worked or not. */
export function oneCartChangeAtATime<T>(change: () => Promise<T>): Promise<T> {
  const run = last.then(change, change);
  last = run.catch(() => undefined);
  return run;
}
