import { DRIVER_ROLE } from '@halte/contract';
import type { Session } from '../api/session';

/** A driver's account works only in the driver's console; every other role in the staff shell. */
export const isDriverSession = (session: Session | null) => session?.role_code === DRIVER_ROLE;

/** Where a signed-in account starts. */
export const homeOf = (session: Session | null) => (isDriverSession(session) ? '/driver' : '/');
