import type { FastifyInstance } from 'fastify';
import { startOffPathWork } from '../../../lib/data/off-path-work.js';

/** Raises parents' alerts off the path of the scan, stop or reply that caused them. */
export const startAlertWork = (app: FastifyInstance, work: () => Promise<void>) => startOffPathWork(app, 'member alerts: raising failed', work);
