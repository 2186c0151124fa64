import { useSyncExternalStore } from 'react';

/**
 * A sign-in kept in localStorage under its own key: staff (`accessUser`) and members
 * (`memberUser`) each have one, so the two never mix in one browser. Readers get the same
 * object for the same stored text (useSyncExternalStore needs it), and hear changes made in
 * this tab and in others.
 */
export function storedSession<S>(key: string, isValid: (v: unknown) => v is S) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached: S | null = null;

  function get(): S | null {
    const raw = localStorage.getItem(key);
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cached = isValid(parsed) ? parsed : null;
    } catch {
      cached = null;
    }
    return cached;
  }

  const notify = () => listeners.forEach((fn) => fn());

  function set(session: S) {
    localStorage.setItem(key, JSON.stringify(session));
    notify();
  }

  function clear() {
    localStorage.removeItem(key);
    notify();
  }

  function subscribe(fn: () => void): () => void {
    listeners.add(fn);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) fn();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(fn);
      window.removeEventListener('storage', onStorage);
    };
  }

  const use = (): S | null => useSyncExternalStore(subscribe, get, get);

  return { get, set, clear, subscribe, use };
}
