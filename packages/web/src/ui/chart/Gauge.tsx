import { ChartFrame, type ChartFrameProps } from './ChartFrame';

export interface GaugeProps extends ChartFrameProps {
  /** 0–100. */
  percent: number;
  /** The figure written in the middle. */
  text: string;
}

/** The arc runs clockwise from 210° to −30° (a horseshoe open at the bottom), as a dial reads. */
const START = 210;
const SWEEP = 240;
const THICKNESS = 14;

const pointAt = (cx: number, cy: number, r: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy - r * Math.sin(a)] as const;
};

function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x1, y1] = pointAt(cx, cy, r, from);
  const [x2, y2] = pointAt(cx, cy, r, to);
  return `M${x1},${y1}A${r},${r} 0 ${from - to > 180 ? 1 : 0} 1 ${x2},${y2}`;
}

/** A share as a dial: the track, the part done over it, the figure in the middle. */
export function Gauge({ percent, text, ...frame }: GaugeProps) {
  const share = Math.min(100, Math.max(0, percent)) / 100;
  return (
    <ChartFrame
      {...frame}
      draw={(width) => {
        const r = Math.min(width / 2, frame.height * 0.58) - THICKNESS;
        const cx = width / 2;
        const cy = frame.height * 0.58;
        return (
          <>
            <path className="chart__track" d={arc(cx, cy, r, START, START - SWEEP)} fill="none" strokeWidth={THICKNESS} strokeLinecap="round" />
            {share > 0 && <path className="chart__progress" d={arc(cx, cy, r, START, START - SWEEP * share)} fill="none" strokeWidth={THICKNESS} strokeLinecap="round" />}
            <text className="chart__figure" x={cx} y={cy} textAnchor="middle" dominantBaseline="middle">{text}</text>
          </>
        );
      }}
    />
  );
}
