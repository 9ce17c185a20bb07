// The cart action's body, read with a ceiling while it streams (docs/decisions/064-body-limits.md):
// a cart change is a few line ids and quantities, so anything past 16 KB is refused with 413
// before it is buffered, and a body that is not a cart form is a 400, never a 500.
import {CartForm} from '@shopify/hydrogen';
import {BodyTooLargeError, formDataWithin} from '~/server/requestBody';

export const CART_MAX_BODY_BYTES = 16 * 1024;

export type CartRequest =
  | {ok: true; form: FormData}
  | {ok: false; status: 400 | 413; problem: 'tooLarge' | 'malformed'};

export async function readCartRequest(request: Request): Promise<CartRequest> {
  let form: FormData;
  try {
    form = await formDataWithin(request, CART_MAX_BODY_BYTES);
  } catch (error) {
    return error instanceof BodyTooLargeError
      ? {ok: false, status: 413, problem: 'tooLarge'}
      : {ok: false, status: 400, problem: 'malformed'};
  }
  // Hydrogen's CartForm posts its inputs as JSON in one field; a broken one would throw later.
  if (form.has(CartForm.INPUT_NAME)) {
    try {
      CartForm.getFormInput(form);
    } catch {
      return {ok: false, status: 400, problem: 'malformed'};
    }
  }
  return {ok: true, form};
}
