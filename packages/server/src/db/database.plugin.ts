import fp from 'fastify-plugin';
import type { Database, Db } from './client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
  }
}

/** The database the instance was started on; whoever opened it closes it. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
  },
  { name: 'database', fastify: '5.x' },
);
