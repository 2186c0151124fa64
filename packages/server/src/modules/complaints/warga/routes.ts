import type { FastifyInstance } from 'fastify';
import memberAuthRoutes from './auth-routes.js';
import memberComplaintRoutes from './complaint-routes.js';
import memberContentRoutes from './content-routes.js';
import memberChildrenRoutes from './children-routes.js';
import memberListRoutes from './lists-routes.js';
import memberRegistrationRoutes from './registration-routes.js';

/**
 * `/member/*`: the parents' own API. Every route but sign-up and sign-in takes a member token
 * (access 'member'); staff tokens are unknown here, as member tokens are to staff routes.
 */
export default async function memberAppRoutes(app: FastifyInstance) {
  await app.register(memberAuthRoutes);
  await app.register(memberComplaintRoutes);
  await app.register(memberContentRoutes);
  await app.register(memberChildrenRoutes);
  await app.register(memberRegistrationRoutes);
  await app.register(memberListRoutes);
}
