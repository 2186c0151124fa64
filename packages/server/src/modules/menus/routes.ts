import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../lib/crud.js';
import { menusResource } from './menus.service.js';

export default async function menuRoutes(app: FastifyInstance) {
  registerCrud(app, menusResource);
}
