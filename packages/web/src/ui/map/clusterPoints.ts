/** A point in pixels (at one zoom) carrying what it stands for. */
export interface PixelPoint<T> {
  x: number;
  y: number;
  item: T;
}

/** The box a marker takes on screen around its point, label included. */
export interface Footprint {
  width: number;
  height: number;
}

const overlap = (a: PixelPoint<unknown>, b: PixelPoint<unknown>, box: Footprint) => Math.abs(a.x - b.x) < box.width && Math.abs(a.y - b.y) < box.height;

/**
 * Groups points whose markers would overlap: two points closer than the footprint in both
 * directions end in one group, and so does a chain of them, so no point left alone can touch
 * another. Each group lists its items in the order given; a group of one is a point on its own.
 */
export function clusterPoints<T>(points: readonly PixelPoint<T>[], box: Footprint): T[][] {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  // A grid of footprint-sized cells: overlapping points are always in neighbouring cells, so a
  // point is compared with the few around it, not with the whole fleet.
  const cells = new Map<string, number[]>();
  points.forEach((p, i) => {
    const cx = Math.floor(p.x / box.width);
    const cy = Math.floor(p.y / box.height);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (overlap(p, points[j], box)) parent[root(i)] = root(j);
        }
      }
    }
    const own = `${cx}:${cy}`;
    cells.set(own, [...(cells.get(own) ?? []), i]);
  });
  const groups = new Map<number, T[]>();
  points.forEach((p, i) => {
    const r = root(i);
    const group = groups.get(r);
    if (group) group.push(p.item);
    else groups.set(r, [p.item]);
  });
  return [...groups.values()];
}
