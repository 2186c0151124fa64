import { lazy, Suspense } from 'react';
import type { ChartProps } from './EChart';

export type { ChartOption } from './EChart';

/** ECharts' parts for each kind of chart the app draws: a page loads those of its own charts only. */
const PARTS = {
  bar: () => import('./kinds/bar'),
  gauge: () => import('./kinds/gauge'),
  line: () => import('./kinds/line'),
};

export type ChartKind = keyof typeof PARTS;

// ECharts is the largest part of a page that has a chart: the figures around it show while it loads.
const chartOf = (kind: ChartKind) => lazy(() => Promise.all([import('./EChart'), PARTS[kind]()]).then(([chart]) => chart));
const CHARTS = { bar: chartOf('bar'), gauge: chartOf('gauge'), line: chartOf('line') };

/** A chart of one kind (ECharts, drawn as SVG) that keeps its height while its library loads. */
export function Chart({ kind, ...props }: ChartProps & { kind: ChartKind }) {
  const EChart = CHARTS[kind];
  return (
    <Suspense fallback={<div className="chart" style={{ height: props.height }} aria-busy="true" />}>
      <EChart {...props} />
    </Suspense>
  );
}
