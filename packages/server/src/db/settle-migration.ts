import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A day: each migration is stamped this long after the one before it. */
const STEP_MS = 86_400_000;

interface JournalEntry { idx: number; version: string; when: number; tag: string; breakpoints: boolean }

const numberOf = (tag: string) => Number(tag.slice(0, 4));
const pad = (n: number) => String(n).padStart(4, '0');

/**
 * Gives the migration drizzle-kit just generated its place in this folder. drizzle-kit numbers a
 * new file by the journal's length and stamps it with the clock, but this folder's numbers and
 * stamps run ahead of both (some numbers were merged, and every stamp is a day after the one
 * before). Left as generated, its snapshot would sort before the baseline (the next generation
 * would diff against the wrong schema) and the migrator, which applies only what is stamped after
 * the last applied migration, would skip it on every existing database. Answers the new tag, or
 * undefined when the newest entry is already in place.
 */
export function settleNewestMigration(folder: string): string | undefined {
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  const newest = journal.entries.at(-1);
  const earlier = journal.entries.slice(0, -1);
  if (!newest || earlier.length === 0) return undefined;
  const highest = Math.max(...earlier.map((e) => numberOf(e.tag)));
  const latest = Math.max(...earlier.map((e) => e.when));
  if (numberOf(newest.tag) > highest && newest.when > latest) return undefined;

  const tag = `${pad(highest + 1)}${newest.tag.slice(4)}`;
  renameSync(join(folder, `${newest.tag}.sql`), join(folder, `${tag}.sql`));
  const snapshot = join(folder, `meta/${newest.tag.slice(0, 4)}_snapshot.json`);
  if (existsSync(snapshot)) renameSync(snapshot, join(folder, `meta/${pad(highest + 1)}_snapshot.json`));
  newest.tag = tag;
  newest.when = Math.max(newest.when, latest + STEP_MS);
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
  return tag;
}

/** The snapshots in the folder, newest last as drizzle-kit reads them. */
export const snapshotsOf = (folder: string) => readdirSync(join(folder, 'meta')).filter((f) => f.endsWith('_snapshot.json')).sort();
