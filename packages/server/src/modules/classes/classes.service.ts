import { asc, eq } from 'drizzle-orm';
import type { ClassOption } from '@halte/contract';
import { classes } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

/** The classes of a school level as select options, in grade order. */
export async function classOptions(db: Db, level: number): Promise<ClassOption[]> {
  const rows = await db.select().from(classes).where(eq(classes.level, level)).orderBy(asc(classes.sortOrder), asc(classes.name));
  return rows.map((c) => ({ value: c.id, label: c.name, intid: c.id, intjenjangsekolah: c.level }));
}
