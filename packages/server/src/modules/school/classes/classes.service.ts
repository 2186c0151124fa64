import { eq } from 'drizzle-orm';
import type { ClassOption, OptionQuery } from '@halte/contract';
import { classes, schools } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../lib/http/http-error.js';
import { optionsOf } from '../../../lib/data/options.js';

/** The classes as select options, in grade order; scoped to a school level by the caller. */
export const classOptions = optionsOf<ClassOption>({
  table: classes,
  value: classes.id,
  label: classes.name,
  fields: { intid: classes.id, intjenjangsekolah: classes.level },
  order: [classes.sortOrder, classes.name],
});

export const ofLevel = (level: number) => eq(classes.level, level);

/** The classes of a school's level; a school that does not exist answers 404. */
export async function classesOfSchool(db: Db, query: OptionQuery, schoolId: number) {
  const [school] = await db.select({ level: schools.level }).from(schools).where(eq(schools.id, schoolId));
  if (!school) throw notFound('Sekolah tidak ditemukan.');
  return classOptions(db, query, ofLevel(school.level));
}
