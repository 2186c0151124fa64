import { eq } from 'drizzle-orm';
import type { ClassOption } from '@halte/contract';
import { classes } from '../../db/schema/index.js';
import { optionsOf } from '../../lib/options.js';

/** The classes as select options, in grade order; scoped to a school level by the caller. */
export const classOptions = optionsOf<ClassOption>({
  table: classes,
  value: classes.id,
  label: classes.name,
  fields: { intid: classes.id, intjenjangsekolah: classes.level },
  order: [classes.sortOrder, classes.name],
});

export const ofLevel = (level: number) => eq(classes.level, level);
