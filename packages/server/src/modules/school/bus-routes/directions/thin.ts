import { ROUTE_MAP_POINTS_MAX, type LonLat } from '@halte/contract';

/**
 * At most `max` points of a line, evenly picked, first and last kept: a provider's line across a
 * regency can hold more points than one path save accepts (`ROUTE_MAP_POINTS_MAX`).
 */
export function thin(line: LonLat[], max = ROUTE_MAP_POINTS_MAX): LonLat[] {
  if (line.length <= max) return line;
  const step = (line.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => line[Math.round(i * step)]);
}
