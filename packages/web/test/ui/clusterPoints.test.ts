import { describe, expect, it } from 'vitest';
import { clusterPoints, type PixelPoint } from '../../src/ui/map/clusterPoints';

const BOX = { width: 100, height: 60 };
const at = (item: string, x: number, y: number): PixelPoint<string> => ({ x, y, item });
const sorted = (groups: string[][]) => groups.map((g) => [...g].sort()).sort((a, b) => a[0].localeCompare(b[0]));

describe('clusterPoints', () => {
  it('leaves points apart by a footprint or more on their own', () => {
    expect(clusterPoints([at('a', 0, 0), at('b', 100, 0), at('c', 0, 60), at('d', 500, 500)], BOX)).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('groups points whose footprints overlap, in the order given', () => {
    expect(clusterPoints([at('a', 0, 0), at('far', 400, 0), at('b', 99, 59), at('c', -30, 10)], BOX)).toEqual([['a', 'b', 'c'], ['far']]);
  });

  it('needs closeness in both directions: side by side under the width or stacked under the height', () => {
    expect(sorted(clusterPoints([at('a', 0, 0), at('b', 90, 70), at('c', 300, 0), at('d', 300, 55)], BOX))).toEqual([['a'], ['b'], ['c', 'd']]);
  });

  it('chains neighbours, so no point left alone touches another', () => {
    const road = [0, 80, 160, 240].map((x, i) => at(`bus${i}`, x, 0));
    expect(clusterPoints(road, BOX)).toEqual([['bus0', 'bus1', 'bus2', 'bus3']]);
  });

  it('groups points at the very same place, across cell borders and at negative coordinates', () => {
    expect(sorted(clusterPoints([at('a', -1, -1), at('b', -1, -1), at('c', 1, 1), at('d', -250, -250)], BOX))).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('has nothing to group in an empty map', () => {
    expect(clusterPoints([], BOX)).toEqual([]);
  });
});
