import { labelEvery, textWidth } from './fit';
import type { ValueAxis } from './scale';

/** The plot's area inside the box: room on the left for the value labels, at the bottom for the categories. */
export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A plot leaving room for the longest value label (none when the axis is not drawn); `right` and
 * `bottom` are the margins for the categories' labels.
 */
export function plotOf(width: number, height: number, valueLabels: string[], { top = 12, right = 14, bottom = 20 } = {}): Plot {
  const longest = Math.max(0, ...valueLabels.map((l) => textWidth(l)));
  return { left: longest ? Math.ceil(longest) + 8 : 2, right: width - right, top, bottom: height - bottom };
}

/** Where a value sits on the plot's height. */
export const yOf = (plot: Plot, axis: ValueAxis) => (value: number) => plot.bottom - (plot.bottom - plot.top) * (axis.max ? value / axis.max : 0);

/** The value axis: a light line per tick across the plot, its label on the left. */
export function ValueLines({ plot, axis, format }: { plot: Plot; axis: ValueAxis; format?: (v: number) => string }) {
  const y = yOf(plot, axis);
  return (
    <g className="chart__axis">
      {axis.ticks.map((t) => (
        <g key={t}>
          <line className="chart__grid" x1={plot.left} x2={plot.right} y1={y(t)} y2={y(t)} />
          {format && <text x={plot.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">{format(t)}</text>}
        </g>
      ))}
    </g>
  );
}

/** The categories' labels under the plot, one per slot or point, or only every few when they would touch. */
export function CategoryLabels({ plot, labels, xs }: { plot: Plot; labels: string[]; xs: number[] }) {
  const every = labelEvery(labels, xs.length > 1 ? xs[1] - xs[0] : Infinity);
  return (
    <g className="chart__axis">
      {labels.map((l, i) => i % every === 0 && <text key={i} x={xs[i]} y={plot.bottom + 14} textAnchor="middle">{l}</text>)}
    </g>
  );
}
