import {useCallback, useSyncExternalStore} from 'react';

/** Saved watches live in this browser only, as product handles (docs/decisions/009). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

const listeners = new Set<() => void>();
let cached: {raw: string | null; handles: string[]} = {raw: null, handles: []};
const EMPTY: string[] = [];

/** Parses what is stored, tolerating the old site's list of product records. */
export function parseWishlist(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const handles = value
      .map((entry) =>
        typeof entry === 'string'
          ? entry
          : (entry as {handle?: unknown})?.handle,
      )
      .filter(
        (handle): handle is string =>
          typeof handle === 'string' && handle.length > 0,
      );
    return [...new Set(handles)];
  } catch {
    return [];
  }
}

/** Adds a handle at the front unless it is already saved; removes it if it is. */
export function toggleHandle(handles: string[], handle: string): string[] {
  return handles.includes(handle)
    ? handles.filter((h) => h !== handle)
    : [handle, ...handles];
}

function read(): string[] {
  if (typeof window === 'undefined') return EMPTY;
  const raw = window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  if (raw !== cached.raw) cached = {raw, handles: parseWishlist(raw)};
  return cached.handles;
}

function write(handles: string[]) {
  window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(handles));
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Another tab changed the list: keep this one in step.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved handles (empty during server render), and ways to change them. */
export function useWishlist() {
  const handles = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback(
    (handle: string) => write(toggleHandle(read(), handle)),
    [],
  );
  const remove = useCallback(
    (handle: string) => write(read().filter((h) => h !== handle)),
    [],
  );
  const has = useCallback(
    (handle: string) => handles.includes(handle),
    [handles],
  );
  return {handles, count: handles.length, has, toggle, remove};
}
