import { APP_ROLES, type Access, type Endpoint } from '@halte/contract';

export { APP_ROLES, type Access, type AppAccess, type ScreenAccess } from '@halte/contract';

export const APP_ROLE_CODES: readonly string[] = Object.values(APP_ROLES).map((a) => a.role);

export const isAppAccess = (a: unknown): a is keyof typeof APP_ROLES => typeof a === 'string' && Object.hasOwn(APP_ROLES, a);

/** The app a user's account serves, if it is a phone app's account. */
export const appAccessOf = (user: { roleCode: string }): keyof typeof APP_ROLES | undefined =>
  (Object.keys(APP_ROLES) as (keyof typeof APP_ROLES)[]).find((a) => APP_ROLES[a].role === user.roleCode);

/** Whether the account is a phone app's (a driver's, an attendant's): it is not staff. */
export const isAppAccount = (user: { roleCode: string }) => APP_ROLE_CODES.includes(user.roleCode);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: its declaration's access. */
    access?: Access;
    /** The route's declaration in the contract; every route under /api/v1 has one. */
    endpoint?: Endpoint;
  }
}
