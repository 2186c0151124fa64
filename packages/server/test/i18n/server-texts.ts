import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import * as contract from '@halte/contract';
import { PARKING_FLAGS } from '@halte/contract';
import { SEED_ROLES, menuTree, type MenuSeed } from '../../src/db/seed/menu-tree.js';
import { seedClassRows } from '../../src/db/seed/classes.js';
import { contractTexts } from './contract-texts.js';
import { sourceTexts, type SourceText } from './source-texts.js';

export const SERVER_SRC = fileURLToPath(new URL('../../src', import.meta.url));
const CONTRACT_SRC = fileURLToPath(new URL('../../../contract/src', import.meta.url));

/**
 * Source the server never sends a user: the migrations, the demo data, and what only an operator's
 * console or monitoring shows (the command-line tools, backups, the data folder's lock, the
 * start-up settings, the Prometheus metrics).
 */
export const OPERATORS_ONLY = ['db/migrations', 'db/seed/demo', 'db/seed/parking-demo.ts', 'db/backup', 'db/data-dir-lock.ts', 'db/client.ts', 'cli', 'config.ts', 'lib/ops/metrics.ts'];
const skipServer = (path: string) => OPERATORS_ONLY.some((p) => path === join(SERVER_SRC, p));
/** The dictionary itself, and the translator. */
const skipContract = (path: string) => path === join(CONTRACT_SRC, 'english') || path === join(CONTRACT_SRC, 'translate.ts');

/** A piece of a template literal that names a contract constant (`TRIP_MSG.problemTitle`): its value. */
function constantValue(expression: string): string | undefined {
  if (!/^[A-Z][A-Z0-9_]*(\.\w+)*$/.test(expression)) return undefined;
  let value: unknown = contract;
  for (const key of expression.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const menuNames = (menus: MenuSeed[]): string[] => menus.flatMap((m) => [m.name, ...menuNames(m.children)]);

/** The names the first start writes to the database: the sidebar's menus, the roles, the classes. */
export function seededTexts(): SourceText[] {
  return [
    ...menuNames(menuTree()).map((text) => ({ text, at: 'seed menus' })),
    ...SEED_ROLES.map((r) => ({ text: r.name, at: 'seed roles' })),
    ...seedClassRows().map((c) => ({ text: c.name, at: 'seed classes' })),
  ];
}

/**
 * Every text the server can send a user, as far as the code tells: the contract's (constants,
 * message builders, schema labels and choices), the literals of both packages' source, the
 * seeded names, and the words a stay's notes are made of.
 */
export function serverTexts(): SourceText[] {
  return [
    ...contractTexts(),
    ...sourceTexts(CONTRACT_SRC, skipContract, constantValue),
    ...sourceTexts(SERVER_SRC, skipServer, constantValue),
    ...seededTexts(),
    ...Object.values(PARKING_FLAGS).map((text) => ({ text, at: '@halte/contract PARKING_FLAGS' })),
  ];
}
