/**
 * Who may call a route, declared in its `config.access`:
 * - 'public': anyone (sign-in, config, health, tracker positions);
 * - 'staff': any signed-in user (option lists, own profile, notifications);
 * - a list of menu URLs: a signed-in user whose role has one of those menus.
 * A route under /api/v1 that declares nothing is refused, so no route is open by omission.
 */
export type Access = 'public' | 'staff' | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
