import { createApiClient } from '../../../../api/client';
import { clearMemberSession, getMemberSession } from './memberSession';

export const MEMBER_SIGNIN_PATH = '/warga/masuk';

let toSignIn: () => void = () => {
  window.location.assign(MEMBER_SIGNIN_PATH);
};

/** The member page registers how to reach its sign-in (its router) when a member call answers 401. */
export function setMemberUnauthorizedHandler(fn: () => void) {
  toSignIn = fn;
}

/**
 * The member page's client: the member's token only, never the staff one; a 401 ends the member
 * session and goes to the member sign-in, leaving any staff session in this browser alone.
 */
export const memberApi = createApiClient({
  token: () => getMemberSession()?.token,
  unauthorized: () => {
    clearMemberSession();
    toSignIn();
  },
});
