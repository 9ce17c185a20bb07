import type {HydrogenSession} from '@shopify/hydrogen';
import {
  createCookieSessionStorage,
  type Session,
  type SessionStorage,
} from 'react-router';

/**
 * Cookies carry Secure everywhere but local development against the local shop over plain
 * HTTP (a browser drops Secure cookies there, and the shop would lose its cart).
 */
export function secureCookies(
  request: Request,
  shopEnv: {usesLocalShop: boolean},
): boolean {
  return !shopEnv.usesLocalShop || new URL(request.url).protocol === 'https:';
}

/** A signed, http-only cookie session; Hydrogen needs one even without customer accounts. */
export class ShopSession implements HydrogenSession {
  public isPending = false;
  readonly #storage: SessionStorage;
  readonly #session: Session;

  private constructor(storage: SessionStorage, session: Session) {
    this.#storage = storage;
    this.#session = session;
  }

  static async init(
    request: Request,
    secrets: string[],
    {secure}: {secure: boolean},
  ) {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        secrets,
      },
    });
    // A tampered or stale cookie simply starts a new session.
    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());
    return new ShopSession(storage, session);
  }

  get has() {
    return this.#session.has;
  }
  get get() {
    return this.#session.get;
  }
  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }
  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }
  get set() {
    this.isPending = true;
    return this.#session.set;
  }
  destroy() {
    return this.#storage.destroySession(this.#session);
  }
  commit() {
    this.isPending = false;
    return this.#storage.commitSession(this.#session);
  }
}
