/**
 * The phone pages that work offline: each is its own service worker scope, its own manifest and
 * its own cached app shell. Every other path (the staff back office) has no service worker.
 */
export const PHONE_SCOPES = ['driver', 'jukir', 'warga'] as const;
export type PhoneScope = (typeof PHONE_SCOPES)[number];

/** The API calls each phone page reads (GET), whose last answers are kept for offline use. */
const PHONE_API: Record<PhoneScope, readonly string[]> = {
  driver: ['/api/v1/driver/'],
  jukir: ['/api/v1/parking/attendant/'],
  warga: ['/api/v1/member/'],
};

/** Every page reads the app's public configuration first. */
const SHARED_API = ['/api/v1/config'];

/** The phone page a path belongs to (`/driver`, `/warga/anak`), if any. */
export function phoneScopeOf(pathname: string): PhoneScope | undefined {
  return PHONE_SCOPES.find((s) => pathname === `/${s}` || pathname.startsWith(`/${s}/`));
}

/** Whether a GET of this path is one the phone page of `scope` keeps the last answer of. */
export function isKeptApi(scope: PhoneScope, pathname: string): boolean {
  return SHARED_API.includes(pathname) || PHONE_API[scope].some((prefix) => pathname.startsWith(prefix));
}

/** Whether this call ends a session (staff or member): that user's kept answers are deleted. */
export const isSignOut = (method: string, pathname: string) =>
  method === 'POST' && (pathname === '/api/v1/users/signout' || pathname === '/api/v1/member/signout');

/** The query parameter that ties a kept answer to the session that read it. */
export const USER_PARAM = '__sw_user';

/**
 * Where a kept answer is filed: the address plus a digest of the caller's bearer token, so one
 * user's answers are never served to another signed in on the same phone.
 */
export function keptKey(url: string, tokenDigest: string): string {
  const u = new URL(url);
  u.searchParams.set(USER_PARAM, tokenDigest);
  return u.href;
}

/** The SHA-256 of the bearer token of an Authorization header (`anon` without one), in hex. */
export async function tokenDigest(authorization: string | null): Promise<string> {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  if (!token) return 'anon';
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The message a page sends a waiting worker to take over (the user pressed 'Muat ulang'). */
export const SKIP_WAITING = 'SKIP_WAITING';
