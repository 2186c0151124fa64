import { CategoryLabels, plotOf, ValueLines, yOf } from './axes';
import { ChartFrame, type ChartFrameProps } from './ChartFrame';
import { labelEvery } from './fit';
import { slotCentre, valueAxis } from './scale';

export interface BarChartProps extends ChartFrameProps {
  labels: string[];
  values: number[];
  barWidth: number;
  /** Characters of a category's name under its bar (the tooltip says it whole). */
  labelChars?: number;
  /** Shorter names ('Sen', 'Mon'), written instead when the cut ones would not all fit. */
  shortLabels?: string[];
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
export function BarChart({ labels, shortLabels, values, barWidth, labelChars, formatValue, minStep, ...frame }: BarChartProps) {
  const axis = valueAxis(values, { minStep });
  const tickLabels = axis.ticks.map(formatValue);
  // Bars sit in the middle of their slots: the last slot's half is room enough for its label.
  const layout = (width: number) => {
    const plot = plotOf(width, frame.height, tickLabels, { right: 2 });
    return { plot, xs: labels.map((_, i) => plot.left + slotCentre(i, labels.length, plot.right - plot.left)) };
  };
  return (
    <ChartFrame
      {...frame}
      tips={{ xs: (width) => layout(width).xs, text: (i) => <><span>{labels[i]}</span> <strong>{formatValue(values[i])}</strong></> }}
      draw={(width) => {
        const { plot, xs } = layout(width);
        const y = yOf(plot, axis);
        const cut = labels.map((l) => l.slice(0, labelChars));
        const written = shortLabels && labelEvery(cut, (plot.right - plot.left) / labels.length) > 1 ? shortLabels : cut;
        return (
          <>
            <ValueLines plot={plot} axis={axis} format={formatValue} />
            {values.map((v, i) => <path key={i} className="chart__bar" d={barPath(xs[i] - barWidth / 2, y(v), barWidth, plot.bottom)} />)}
            <CategoryLabels plot={plot} labels={written} xs={xs} />
          </>
        );
      }}
    />
  );
}
