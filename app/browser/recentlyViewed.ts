// Recently viewed watches live in this browser only, as product handles, newest first.
import {useCallback, useSyncExternalStore} from 'react';

export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewed';
/** Handles kept in storage (docs/decisions/009). */
export const RECENTLY_VIEWED_KEPT = 8;
/** Watches shown in the carousel. */
export const RECENTLY_VIEWED_SHOWN = 3;

/** Parses what is stored; anything unreadable is an empty list. */
export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const handles = value.filter(
      (entry): entry is string => typeof entry === 'string' && entry.length > 0,
    );
    return [...new Set(handles)].slice(0, RECENTLY_VIEWED_KEPT);
  } catch {
    return [];
  }
}

/** Puts a handle at the front (moving it if already there) and keeps the newest eight. */
export function rememberHandle(handles: string[], handle: string): string[] {
  return [handle, ...handles.filter((h) => h !== handle)].slice(
    0,
    RECENTLY_VIEWED_KEPT,
  );
}

/** The handles to show beside a watch: newest first, the current one left out, three at most. */
export function handlesToShow(handles: string[], current: string): string[] {
  return handles.filter((h) => h !== current).slice(0, RECENTLY_VIEWED_SHOWN);
}

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** Handles a request asks for (?handles=a,b,c): valid ones only, no repeats, at most three, order kept. */
export function requestedHandles(url: URL): string[] {
  const raw = url.searchParams
    .getAll('handles')
    .flatMap((value) => value.split(','));
  const handles = raw
    .map((handle) => handle.trim().toLowerCase())
    .filter((handle) => HANDLE.test(handle));
  return [...new Set(handles)].slice(0, RECENTLY_VIEWED_SHOWN);
}

const listeners = new Set<() => void>();
const EMPTY: string[] = [];
let cached: {raw: string | null; handles: string[]} = {
  raw: null,
  handles: EMPTY,
};

function read(): string[] {
  if (typeof window === 'undefined') return EMPTY;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cached.raw) cached = {raw, handles: parseRecentlyViewed(raw)};
  return cached.handles;
}

/** Records a visit to a watch page. */
export function recordView(handle: string) {
  try {
    window.localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify(rememberHandle(read(), handle)),
    );
  } catch {
    // Storage full or blocked (private mode): the list is a convenience, not a feature to fail on.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null)
      notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored handles (empty during server render). */
export function useRecentlyViewed() {
  const handles = useSyncExternalStore(subscribe, read, () => EMPTY);
  const record = useCallback((handle: string) => recordView(handle), []);
  return {handles, record};
}
