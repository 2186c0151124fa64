import type { MemberSigninResponse } from '@halte/contract';
import { storedSession } from '../../../../api/storedSession';

/** A parent's sign-in, kept apart from the staff session (`accessUser`) under its own key. */
export type MemberSession = Omit<MemberSigninResponse, 'message' | 'language'>;

export const MEMBER_SESSION_KEY = 'memberUser';

function isMemberSession(v: unknown): v is MemberSession {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return typeof s.token === 'string' && s.token.length > 0 && typeof s.intid === 'number' && typeof s.vcname === 'string';
}

const store = storedSession(MEMBER_SESSION_KEY, isMemberSession);

export const getMemberSession = store.get;
export const clearMemberSession = store.clear;
export const subscribeMemberSession = store.subscribe;
export const useMemberSession = store.use;

export function setMemberSession({ token, intid, vcname }: MemberSession | MemberSigninResponse) {
  store.set({ token, intid, vcname });
}
