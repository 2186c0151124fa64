import { useSyncExternalStore } from 'react';
import type { SigninResponse } from '@halte/contract';

/** The sign-in answer kept in localStorage `accessUser`. */
export type Session = Omit<SigninResponse, 'message'>;

const KEY = 'accessUser';
const listeners = new Set<() => void>();

// Parsed once per stored text so readers get a stable object (useSyncExternalStore needs it).
let cachedRaw: string | null = null;
let cached: Session | null = null;

function isSession(v: unknown): v is Session {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return typeof s.token === 'string' && s.token.length > 0 && typeof s.user_id === 'number';
}

export function getSession(): Session | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cached = isSession(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

const notify = () => listeners.forEach((fn) => fn());

export function setSession(answer: Session | SigninResponse) {
  const { token, user_id, role, role_code, vcname } = answer;
  localStorage.setItem(KEY, JSON.stringify({ token, user_id, role, role_code, vcname }));
  notify();
}

/** Updates stored fields (e.g. the name after a profile save) without a new sign-in. */
export function patchSession(patch: Partial<Omit<Session, 'token' | 'user_id'>>) {
  const current = getSession();
  if (current) setSession({ ...current, ...patch });
}

export function clearSession() {
  localStorage.removeItem(KEY);
  notify();
}

/** Called on every change, including sign-in or sign-out in another tab. */
export function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) fn();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
