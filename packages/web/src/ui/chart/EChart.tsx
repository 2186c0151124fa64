import { useEffect, useRef } from 'react';
import { init, use as register, type ComposeOption, type EChartsType } from 'echarts/core';
import type { BarSeriesOption, GaugeSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// The renderer only: each kind of chart registers its own parts (./kinds), loaded with the page that draws it.
register([SVGRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | GaugeSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

export interface ChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}

/** An ECharts chart that follows its box's width and is disposed with the component. */
export default function EChart({ option, height, label, testId }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = box.current!;
    const instance = init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // The image's name stands for the drawing: the SVG inside is hidden, so it is not read as an image of its own.
  return (
    <div className="chart" style={{ height }} role="img" aria-label={label} data-testid={testId}>
      <div ref={box} className="chart__canvas" aria-hidden="true" />
    </div>
  );
}
