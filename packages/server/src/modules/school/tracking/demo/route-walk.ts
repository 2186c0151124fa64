import type { LonLat } from '@halte/contract';
import { bearingDeg, haversineM } from '@halte/contract';

/** Where a bus is along a line and which way it faces. */
export interface Place {
  position: LonLat;
  /** Degrees clockwise from north. */
  heading: number;
}

/**
 * A round trip along a route line: out to its last point and back, again and again. `at(s)` is
 * the place after `s` metres from the first point.
 */
export class RouteWalk {
  readonly length: number;
  private readonly cumulative: number[];

  constructor(private readonly line: readonly LonLat[]) {
    this.cumulative = new Array<number>(line.length).fill(0);
    for (let i = 1; i < line.length; i++) this.cumulative[i] = this.cumulative[i - 1] + haversineM(line[i - 1], line[i]);
    this.length = this.cumulative.at(-1) ?? 0;
  }

  /** Metres along the line from its first point to its point `i`. */
  distanceTo(i: number): number {
    return this.cumulative[i];
  }

  at(s: number): Place {
    const trip = 2 * this.length;
    let d = ((s % trip) + trip) % trip;
    const back = d > this.length;
    if (back) d = trip - d;
    let i = 1;
    while (i < this.line.length - 1 && this.cumulative[i] < d) i++;
    const [a, b] = [this.line[i - 1], this.line[i]];
    const segment = this.cumulative[i] - this.cumulative[i - 1];
    const f = segment > 0 ? (d - this.cumulative[i - 1]) / segment : 0;
    return {
      position: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f],
      heading: back ? bearingDeg(b, a) : bearingDeg(a, b),
    };
  }
}
