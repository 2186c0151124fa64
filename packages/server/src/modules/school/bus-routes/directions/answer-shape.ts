import { z } from 'zod';
import type { LonLat } from '@halte/contract';
import { DirectionsUnavailable } from './unavailable.js';

/** A GeoJSON position as providers write it (`[lon, lat]`, sometimes with an elevation after). */
const position = z
  .array(z.number())
  .min(2)
  .refine(([lon, lat]) => Math.abs(lon) <= 180 && Math.abs(lat) <= 90)
  .transform(([lon, lat]): LonLat => [lon, lat]);

/** A line of at least two positions. */
export const lineShape = z.array(position).min(2);
/** A distance or a duration. */
export const amountShape = z.number().nonnegative();

/** The provider's answer read through `shape`, or 502 when it is not what the provider documents. */
export function readAnswer<T>(provider: string, shape: z.ZodType<T>, answer: unknown): T {
  const read = shape.safeParse(answer);
  if (!read.success) throw new DirectionsUnavailable(provider, `malformed answer at ${read.error.issues[0]?.path.join('.') || '(root)'}`);
  return read.data;
}
