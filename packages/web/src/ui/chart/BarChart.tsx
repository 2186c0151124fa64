import { CategoryLabels, plotOf, ValueLines, yOf } from './axes';
import { ChartFrame, type ChartFrameProps } from './ChartFrame';
import { slotCentre, valueAxis } from './scale';

export interface BarChartProps extends ChartFrameProps {
  labels: string[];
  values: number[];
  barWidth: number;
  /** Characters of a category's name under its bar (the tooltip says it whole). */
  labelChars?: number;
  formatValue: (v: number) => string;
  /** Counts: no tick between two whole numbers. */
  minStep?: number;
}

/** A bar with its top corners rounded; a bar of nothing keeps its width on the axis. */
function barPath(x: number, top: number, width: number, bottom: number): string {
  const r = Math.min(4, bottom - top, width / 2);
  if (r <= 0) return `M${x},${bottom}H${x + width}Z`;
  return `M${x},${bottom}V${top + r}Q${x},${top} ${x + r},${top}H${x + width - r}Q${x + width},${top} ${x + width},${top + r}V${bottom}Z`;
}

/** One bar per category, from zero, over light lines at the value axis's ticks. */
export function BarChart({ labels, values, barWidth, labelChars, formatValue, minStep, ...frame }: BarChartProps) {
  const axis = valueAxis(values, { minStep });
  const tickLabels = axis.ticks.map(formatValue);
  const xsOf = (width: number) => {
    const plot = plotOf(width, frame.height, tickLabels);
    return labels.map((_, i) => plot.left + slotCentre(i, labels.length, plot.right - plot.left));
  };
  return (
    <ChartFrame
      {...frame}
      tips={{ xs: xsOf, text: (i) => <><span>{labels[i]}</span> <strong>{formatValue(values[i])}</strong></> }}
      draw={(width) => {
        const plot = plotOf(width, frame.height, tickLabels);
        const y = yOf(plot, axis);
        const xs = xsOf(width);
        return (
          <>
            <ValueLines plot={plot} axis={axis} format={formatValue} />
            {values.map((v, i) => <path key={i} className="chart__bar" d={barPath(xs[i] - barWidth / 2, y(v), barWidth, plot.bottom)} />)}
            <CategoryLabels plot={plot} labels={labels.map((l) => l.slice(0, labelChars))} xs={xs} />
          </>
        );
      }}
    />
  );
}
