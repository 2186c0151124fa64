import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import { ApiClientContext } from '../../../api/clientContext';
import { createQueryClient } from '../../../api/queryClient';
import { memberApi, MEMBER_SIGNIN_PATH, setMemberUnauthorizedHandler } from './session/memberClient';
import { getMemberSession, subscribeMemberSession } from './session/memberSession';
import { PhoneApp } from '../../../ui/phone-app/PhoneApp';
import './member.scss';

/**
 * The parents' page at /warga, beside the staff app: its own query cache and its own API client
 * (the member token), so nothing a member loads mixes with a staff session in the same browser.
 */
export default function MemberApp() {
  const navigate = useNavigate();
  const [client] = useState(createQueryClient);

  useEffect(() => {
    setMemberUnauthorizedHandler(() => void navigate(MEMBER_SIGNIN_PATH, { replace: true }));
  }, [navigate]);

  // The member's data leaves with the member's session (sign-out, 401, another tab).
  useEffect(() => subscribeMemberSession(() => {
    if (!getMemberSession()) client.clear();
  }), [client]);

  return (
    <QueryClientProvider client={client}>
      <ApiClientContext.Provider value={memberApi}>
        <div className="member-page">
          <PhoneApp scope="warga" />
          <Outlet />
        </div>
      </ApiClientContext.Provider>
    </QueryClientProvider>
  );
}
