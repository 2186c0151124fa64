import { Navigate, Outlet } from 'react-router-dom';
import { MEMBER_SIGNIN_PATH } from './session/memberClient';
import { useMemberSession } from './session/memberSession';

/** The member's own pages: without a member sign-in, the member sign-in (never the staff login). */
export function RequireMember() {
  return useMemberSession() ? <Outlet /> : <Navigate to={MEMBER_SIGNIN_PATH} replace />;
}
