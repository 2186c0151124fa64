import { fileURLToPath } from 'node:url';
import { settleNewestMigration } from '../db/settle-migration.js';

// After `drizzle-kit generate` (npm run db:generate): the new migration numbered and stamped after
// the folder's last one.
const folder = fileURLToPath(new URL('../db/migrations', import.meta.url));
const tag = settleNewestMigration(folder);
console.log(tag ? `Migration placed as ${tag}.sql` : 'No new migration to place.');
