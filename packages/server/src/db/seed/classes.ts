import { classes } from '../schema/index.js';
import type { Db } from '../client.js';

/** Grades per school level: 2 SD 1–6, 3 SMP 7–9, 4 SMA / SMK 10–12. */
const GRADES_BY_LEVEL: Record<number, [number, number]> = { 2: [1, 6], 3: [7, 9], 4: [10, 12] };

export const seedClassRows = () =>
  Object.entries(GRADES_BY_LEVEL).flatMap(([level, [from, to]]) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ level: Number(level), name: `Kelas ${from + i}`, sortOrder: from + i })),
  );

/** Adds any missing class; safe on every start. */
export async function seedClasses(db: Db) {
  await db.insert(classes).values(seedClassRows()).onConflictDoNothing({ target: [classes.level, classes.name] });
}
