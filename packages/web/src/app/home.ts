import { DRIVER_ROLE, JUKIR_ROLE } from '@halte/contract';
import type { Session } from '../api/session';

/** The phone consoles, each for one role's accounts: they work there only, every other role in the staff shell. */
const CONSOLES: Readonly<Record<string, string>> = { [DRIVER_ROLE]: '/driver', [JUKIR_ROLE]: '/jukir' };

/** The console a session's account works in, if it is a phone console's. */
export const consoleOf = (session: Session | null): string | undefined => (session ? CONSOLES[session.role_code] : undefined);

/** Where a signed-in account starts. */
export const homeOf = (session: Session | null) => consoleOf(session) ?? '/';
