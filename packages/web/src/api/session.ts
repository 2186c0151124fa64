import type { SigninResponse } from '@halte/contract';
import { storedSession } from './storedSession';

/** The sign-in answer kept in localStorage `accessUser`. */
export type Session = Omit<SigninResponse, 'message' | 'language'>;

function isSession(v: unknown): v is Session {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return typeof s.token === 'string' && s.token.length > 0 && typeof s.user_id === 'number';
}

const store = storedSession('accessUser', isSession);

export const getSession = store.get;
export const clearSession = store.clear;
/** Called on every change, including sign-in or sign-out in another tab. */
export const subscribe = store.subscribe;
export const useSession = store.use;

export function setSession(answer: Session | SigninResponse) {
  const { token, user_id, role, role_code, vcname } = answer;
  store.set({ token, user_id, role, role_code, vcname });
}

/** Updates stored fields (e.g. the name after a profile save) without a new sign-in. */
export function patchSession(patch: Partial<Omit<Session, 'token' | 'user_id'>>) {
  const current = getSession();
  if (current) setSession({ ...current, ...patch });
}
