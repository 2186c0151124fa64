import type { FastifyBaseLogger } from 'fastify';
import type { AppType } from '@halte/contract';
import type { Db } from '../client.js';

/** Demo data for an empty embedded database; the master-data issue fills it in. */
export async function seedDemo(_db: Db, _opts: { appType: AppType; log: FastifyBaseLogger }) {}
