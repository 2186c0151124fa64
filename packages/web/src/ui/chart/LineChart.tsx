import { CategoryLabels, plotOf, ValueLines, yOf } from './axes';
import { ChartFrame, type ChartFrameProps } from './ChartFrame';
import { flow, textWidth } from './fit';
import { valueAxis } from './scale';

export interface LineSeries {
  name: string;
  /** One value per category; `null` where there is none yet (the line stops there). */
  values: (number | null)[];
  color: string;
  dashed?: boolean;
  /** A light fill between the line and zero. */
  area?: boolean;
  /** A dot at each value. */
  dots?: boolean;
}

export interface LineChartProps extends ChartFrameProps {
  labels: string[];
  series: LineSeries[];
  formatValue: (v: number) => string;
  /** The value axis's labels; without, neither axis nor categories are drawn (a sparkline). */
  formatAxis?: (v: number) => string;
  minStep?: number;
  legend?: boolean;
}

/** A legend entry is a stroke of the series' line, then its name (11 px, as the stylesheet writes it). */
const SWATCH = 18;
const SWATCH_GAP = 6;
const LEGEND_FONT = 11;
const LEGEND_ROW = 18;
const LEGEND_GAP = 16;

/** The runs of consecutive values of a series, as the points of each. */
function runsOf(values: (number | null)[], x: (i: number) => number, y: (v: number) => number): [number, number][][] {
  const runs: [number, number][][] = [];
  let run: [number, number][] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push([x(i), y(v)]);
  });
  if (run.length) runs.push(run);
  return runs;
}

const pathOf = (points: [number, number][]) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${x},${y}`).join('');

/** Lines of values over categories (days, months), with an optional legend, axes and areas. */
export function LineChart({ labels, series, formatValue, formatAxis, minStep, legend, ...frame }: LineChartProps) {
  const axis = valueAxis(series.flatMap((s) => s.values), { minStep });
  const tickLabels = formatAxis ? axis.ticks.map(formatAxis) : [];
  // The legend's entries flow onto a second row when the box is too narrow for them side by side.
  const layout = (width: number) => {
    const entries = legend ? flow(series.map((s) => SWATCH + SWATCH_GAP + textWidth(s.name, LEGEND_FONT)), width, LEGEND_GAP) : [];
    const top = legend ? (Math.max(0, ...entries.map((e) => e.row)) + 1) * LEGEND_ROW + 10 : 4;
    const plot = plotOf(width, frame.height, tickLabels, formatAxis ? { top } : { top, right: 4, bottom: 2 });
    const step = labels.length > 1 ? (plot.right - plot.left) / (labels.length - 1) : 0;
    return { plot, entries, xs: labels.map((_, i) => plot.left + step * i) };
  };
  const tip = (i: number) => (
    <>
      <div>{labels[i]}</div>
      {series.map((s) => s.values[i] !== null && (
        <div key={s.name}><span className="chart__swatch" style={{ background: s.color }} /> {series.length > 1 && `${s.name}: `}<strong>{formatValue(s.values[i]!)}</strong></div>
      ))}
    </>
  );
  return (
    <ChartFrame
      {...frame}
      tips={{ xs: (width) => layout(width).xs, text: tip }}
      draw={(width) => {
        const { plot, entries, xs } = layout(width);
        const y = yOf(plot, axis);
        return (
          <>
            {legend && (
              <g className="chart__legend">
                {entries.map(({ x, row }, k) => (
                  <g key={series[k].name} transform={`translate(${x}, ${LEGEND_ROW / 2 + row * LEGEND_ROW})`}>
                    <line x1={0} x2={SWATCH} y1={0} y2={0} stroke={series[k].color} strokeWidth={2} strokeDasharray={series[k].dashed ? '4 3' : undefined} />
                    <text x={SWATCH + SWATCH_GAP} y={0} dominantBaseline="middle">{series[k].name}</text>
                  </g>
                ))}
              </g>
            )}
            {formatAxis && <ValueLines plot={plot} axis={axis} format={formatAxis} />}
            {series.map((s) => runsOf(s.values, (i) => xs[i], y).map((run, r) => (
              <g key={`${s.name}-${r}`}>
                {s.area && run.length > 1 && <path d={`${pathOf(run)}L${run[run.length - 1][0]},${plot.bottom}L${run[0][0]},${plot.bottom}Z`} fill={s.color} fillOpacity={0.12} />}
                <path d={pathOf(run)} fill="none" stroke={s.color} strokeWidth={2} strokeDasharray={s.dashed ? '5 4' : undefined} strokeLinejoin="round" />
                {s.dots && run.map(([x, py], i) => <circle key={i} cx={x} cy={py} r={3} fill={s.color} />)}
              </g>
            )))}
            {formatAxis && <CategoryLabels plot={plot} labels={labels} xs={xs} />}
          </>
        );
      }}
    />
  );
}
