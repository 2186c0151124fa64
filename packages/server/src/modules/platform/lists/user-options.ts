import { users } from '../../../db/schema/index.js';
import { optionsOf } from '../../../lib/data/options.js';

/** Staff accounts by name, for filtering what they did. */
export const userOptions = optionsOf({
  table: users,
  value: users.id,
  label: users.name,
  fields: { vcusername: users.username },
  search: [users.name, users.username],
  order: [users.name],
});
