/** How many of a watch a visitor may hold in the cart: what is in stock, 1 when unknown. */
export function quantityLimit(
  quantityAvailable: number | null | undefined,
): number {
  return typeof quantityAvailable === 'number' && quantityAvailable > 0
    ? quantityAvailable
    : 1;
}

/** Whether a requested line quantity is allowed; the answer carries the limit for the message. */
export function checkQuantity(
  requested: number,
  quantityAvailable: number | null | undefined,
) {
  const limit = quantityLimit(quantityAvailable);
  if (!Number.isInteger(requested) || requested < 1)
    return {ok: false as const, limit, reason: 'below-one' as const};
  if (requested > limit)
    return {ok: false as const, limit, reason: 'over-stock' as const};
  return {ok: true as const, limit};
}

/** Shopify answers a cart id it no longer knows with a null cart or a 'does not exist' error. */
export function isMissingCartError(
  errors: Array<{message?: string; code?: string | null}> | undefined | null,
): boolean {
  return (errors ?? []).some(
    (error) =>
      error.code === 'INVALID' ||
      /cart.*(not exist|not found)|does not exist/i.test(error.message ?? ''),
  );
}
