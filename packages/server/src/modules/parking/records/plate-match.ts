import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizePlate } from '@halte/contract';
import { likeLiteral, searchAny } from '../../../lib/data/paging.js';

/** Below this many characters a plate keyword matches the plate's start or end, not any part. */
const PLATE_ANYWHERE_MIN = 3;

/**
 * The plates (of `plate`: the stays' column or the plates table's) that hold the keyword however
 * it is typed. One or two characters would be inside most plates, and the trigram index cannot
 * find them there (every plate would be read), so they match where they mean something: the
 * region code at the start (`L`, `AG`) or, for two, the series letters at the end (`KK`). The
 * index serves both, through the padding of a word's ends.
 */
export function plateMatch(q: string | undefined, plate: AnyPgColumn): SQL | undefined {
  const keyword = normalizePlate(q ?? '');
  if (keyword.length >= PLATE_ANYWHERE_MIN || !keyword) return searchAny(keyword, [plate]);
  const literal = likeLiteral(keyword);
  const lower = sql`lower(${plate})`;
  return keyword.length === 1 ? sql`${lower} like ${`${literal}%`}` : sql`(${lower} like ${`${literal}%`} or ${lower} like ${`%${literal}`})`;
}

/** The keyword as the days' plate summary keys it (lower case, no spaces), when it matches only a plate's ends. */
export function plateEndOf(q: string | undefined): string | undefined {
  const keyword = normalizePlate(q ?? '').toLowerCase();
  return keyword && keyword.length < PLATE_ANYWHERE_MIN ? keyword : undefined;
}

/**
 * The parts of a plate the days' plate summary counts its stays under (`parking_daily_plate_totals.kind`):
 * where a keyword of one or two characters can match it.
 */
export const PLATE_PART = {
  /** The first character: a one-character keyword. */
  first: 1,
  /** The first two characters. */
  firstTwo: 2,
  /** The last two characters. */
  lastTwo: 3,
  /** The first two, on a plate that ends with them too: counted under both above, so taken off once. */
  bothEnds: 4,
} as const;

/**
 * The summary rows a plate end's stays are the signed sum of: a two-character keyword matches
 * plates starting or ending with it, less those doing both.
 */
export function platePartsOf(plateEnd: string): { kind: number; sign: 1 | -1 }[] {
  if (plateEnd.length === 1) return [{ kind: PLATE_PART.first, sign: 1 }];
  return [{ kind: PLATE_PART.firstTwo, sign: 1 }, { kind: PLATE_PART.lastTwo, sign: 1 }, { kind: PLATE_PART.bothEnds, sign: -1 }];
}
