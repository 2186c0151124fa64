import { asc, sql } from 'drizzle-orm';
import { classes, schools, students } from '../../schema/index.js';
import type { Db } from '../../client.js';
import { SeededRandom } from './random.js';
import { FEMALE_FAMILY, FEMALE_NAMES, MALE_FAMILY, MALE_NAMES, NEUTRAL_FAMILY } from './names.js';
import { KECAMATAN_CODE, TOWN_STREETS, VILLAGES } from './places.js';

export type StudentRow = typeof students.$inferInsert;
export interface SchoolSlot { id: number; level: number }
export interface ClassSlot { id: number; level: number; grade: number }
export interface StudentContext { schools: readonly SchoolSlot[]; classes: readonly ClassSlot[] }

const DUSUN = ['Krajan', 'Kauman', 'Ngemplak', 'Sumberan', 'Mulyorejo', 'Wetan', 'Kulon', 'Tegalsari'] as const;
const PHONE_PREFIXES = ['812', '813', '821', '822', '823', '851', '852', '853', '857', '877', '878', '881', '895', '896'] as const;
const SCHOOL_YEAR = 2026;

/** NISN: '0', two digits of the birth year, then 7 digits that are distinct for every index below 10^7. */
const nisnOf = (index: number, birthYear: number) =>
  `0${String(birthYear % 100).padStart(2, '0')}${String((index * 7919 + 1_234_567) % 10_000_000).padStart(7, '0')}`;

/** One or two given names and usually a family name; a single name is common in Java too. */
function personName(r: SeededRandom, sex: 1 | 2, family?: string): string {
  const given = sex === 1 ? MALE_NAMES : FEMALE_NAMES;
  const first = r.pick(given);
  const second = r.chance(family ? 0.3 : 0.6) ? r.pick(given) : undefined;
  return [first, second !== first ? second : undefined, family].filter(Boolean).join(' ');
}

const FAMILY_BY_SEX = { 1: [...MALE_FAMILY, ...NEUTRAL_FAMILY], 2: [...FEMALE_FAMILY, ...NEUTRAL_FAMILY] } as const;

function familyFor(r: SeededRandom, sex: 1 | 2): string | undefined {
  return r.chance(0.15) ? undefined : r.pick(FAMILY_BY_SEX[sex]);
}

/** A father passes on his child's family name when it can be a man's. */
const fatherFamily = (r: SeededRandom, child?: string) =>
  child && (FAMILY_BY_SEX[1] as readonly string[]).includes(child) ? child : familyFor(r, 1);

function addressOf(r: SeededRandom): { address: string; kecamatan: string } {
  if (r.chance(0.6)) {
    const [street, kelurahan] = r.pick(TOWN_STREETS);
    return { address: `${street} No. ${r.int(1, 150)}, ${kelurahan}, Tuban`, kecamatan: 'Tuban' };
  }
  const [desa, kecamatan] = r.pick(VILLAGES);
  const rt = String(r.int(1, 12)).padStart(2, '0');
  const rw = String(r.int(1, 6)).padStart(2, '0');
  return { address: `Dusun ${r.pick(DUSUN)} RT ${rt} RW ${rw}, Desa ${desa}, Kec. ${kecamatan}, Tuban`, kecamatan };
}

/** A 16-digit NIK: regency 3523, kecamatan, birth date (women's day + 40), serial. */
function nikOf(r: SeededRandom, kecamatan: string, sex: 1 | 2): string {
  const day = r.int(1, 28) + (sex === 2 ? 40 : 0);
  const month = r.int(1, 12);
  const year = r.int(1975, 1992) % 100;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `3523${KECAMATAN_CODE[kecamatan] ?? '11'}${pad(day)}${pad(month)}${pad(year)}${r.digits(4)}`;
}

/**
 * Generates `count` students placed in the given schools and classes of their level:
 * Indonesian names, addresses in and around Tuban, a parent or guardian with phone and
 * often a NIK, about a third with a printed card. Deterministic for a given seed;
 * `firstIndex` continues numbering (NISN stay unique) when called again.
 */
export function generateStudents(count: number, ctx: StudentContext, opts: { seed?: number; firstIndex?: number } = {}): StudentRow[] {
  const r = new SeededRandom(opts.seed ?? 20260701);
  const classesByLevel = new Map<number, ClassSlot[]>();
  for (const c of ctx.classes) classesByLevel.set(c.level, [...(classesByLevel.get(c.level) ?? []), c]);
  const rows: StudentRow[] = [];
  for (let i = 0; i < count; i++) {
    const index = (opts.firstIndex ?? 0) + i;
    const school = r.pick(ctx.schools);
    const cls = r.pick(classesByLevel.get(school.level) ?? []);
    if (!cls) throw new Error(`Tidak ada kelas untuk jenjang ${school.level}.`);
    const sex: 1 | 2 = r.chance(0.5) ? 1 : 2;
    const family = familyFor(r, sex);
    const home = addressOf(r);
    const parentSex: 1 | 2 = r.chance(0.7) ? 1 : 2;
    const fullName = personName(r, sex, family);
    let parentName = fullName;
    // A father is rarely named exactly like his child.
    while (parentName === fullName) parentName = personName(r, parentSex, parentSex === 1 ? fatherFamily(r, family) : familyFor(r, 2));
    rows.push({
      nisn: nisnOf(index, SCHOOL_YEAR - 6 - cls.grade),
      fullName,
      address: home.address,
      sex,
      schoolId: school.id,
      classId: cls.id,
      parentName,
      parentPhone: `0${r.pick(PHONE_PREFIXES)}${r.digits(r.int(7, 8))}`,
      parentNik: r.chance(0.7) ? nikOf(r, home.kecamatan, parentSex) : '',
      cardPrinted: r.chance(0.35),
    });
  }
  return rows;
}

/** Multi-row inserts of `batchSize` rows: thousands of students load in seconds, even on PGlite. */
export async function insertStudents(db: Db, rows: readonly StudentRow[], batchSize = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) await db.insert(students).values(rows.slice(i, i + batchSize));
}

/** The schools and classes already in the database, as the generator needs them. */
export async function studentContext(db: Db): Promise<StudentContext> {
  const schoolRows = await db.select({ id: schools.id, level: schools.level }).from(schools).orderBy(asc(schools.id));
  const classRows = await db.select({ id: classes.id, level: classes.level, grade: classes.sortOrder }).from(classes).orderBy(asc(classes.id));
  return { schools: schoolRows, classes: classRows };
}

/**
 * Adds `count` generated students to the schools in the database (e.g. 100,000 for the
 * search benchmark). Numbering continues past the highest student id, so NISN stay unique.
 */
export async function loadGeneratedStudents(db: Db, count: number, opts: { seed?: number } = {}): Promise<number> {
  const ctx = await studentContext(db);
  if (ctx.schools.length === 0) throw new Error('Belum ada sekolah: muat data demo terlebih dahulu.');
  const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${students.id}), 0)`.mapWith(Number) }).from(students);
  await insertStudents(db, generateStudents(count, ctx, { seed: (opts.seed ?? 20260701) + last, firstIndex: last + 1 }));
  return count;
}
