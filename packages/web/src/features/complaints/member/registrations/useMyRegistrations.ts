import { MEMBER_REGISTRATIONS_API } from '@halte/contract';
import { keyOf } from '../../../../api/endpoints';
import { useMemberList } from '../useMemberQuery';

/** The queries of the member's registrations, fetched again once one is sent. */
export const MY_REGISTRATIONS = keyOf(MEMBER_REGISTRATIONS_API.list);

/** The member's registrations, newest first (the latest hundred). */
export const useMyRegistrations = () => useMemberList(MEMBER_REGISTRATIONS_API.list, 100);
