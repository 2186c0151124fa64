import { lazy, Suspense } from 'react';
import type { ChartProps } from './EChart';

export type { ChartOption } from './EChart';

// ECharts is the largest part of a page that has a chart: the figures around it show while it loads.
const EChart = lazy(() => import('./EChart'));

/** A chart (ECharts, drawn as SVG) that keeps its height while its library loads. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<div className="chart" style={{ height: props.height }} aria-busy="true" />}>
      <EChart {...props} />
    </Suspense>
  );
}
