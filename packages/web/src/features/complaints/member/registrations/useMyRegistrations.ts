import type { MemberRegistrationWire } from '@halte/contract';
import { useMemberList } from '../useMemberQuery';

export const MY_REGISTRATIONS = ['/member/registrations'];

/** The member's registrations, newest first (the latest hundred). */
export const useMyRegistrations = () => useMemberList<MemberRegistrationWire>(MY_REGISTRATIONS[0], 100);
