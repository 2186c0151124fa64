import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { nearestIndex } from './scale';
import { useWidth } from './useWidth';

export interface ChartFrameProps {
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}

interface Props extends ChartFrameProps {
  /** The drawing for the box's width. */
  draw: (width: number) => ReactNode;
  /** Where each point (or bar) sits across the box, and what its tooltip says. */
  tips?: { xs: (width: number) => number[]; text: (index: number) => ReactNode };
}

/**
 * A chart's box: an image named by `label` (the drawing inside is hidden from screen readers,
 * the name stands for it), drawn as SVG at the box's width, with a tooltip under the pointer.
 * Charts read left to right whatever the page's direction: days and months run that way.
 */
export function ChartFrame({ height, label, testId, draw, tips }: Props) {
  const [box, width] = useWidth<HTMLDivElement>();
  const [tip, setTip] = useState<{ index: number; x: number } | null>(null);
  // The tooltip is centred over its point but kept inside the box: its width is known once drawn.
  const tipBox = useRef<HTMLDivElement>(null);
  const [tipWidth, setTipWidth] = useState(0);
  useLayoutEffect(() => {
    if (tipBox.current) setTipWidth(tipBox.current.offsetWidth);
  }, [tip?.index]);
  const onPointerMove = tips && ((e: React.PointerEvent<HTMLDivElement>) => {
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    const xs = tips.xs(width);
    const index = nearestIndex(x, xs);
    setTip((shown) => (shown?.index === index ? shown : { index, x: xs[index] }));
  });
  return (
    <div className="chart" style={{ height }} role="img" aria-label={label} data-testid={testId}>
      <div ref={box} className="chart__canvas" dir="ltr" aria-hidden="true" onPointerMove={onPointerMove} onPointerLeave={() => setTip(null)}>
        {width > 0 && (
          <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
            {draw(width)}
          </svg>
        )}
        {tip && tips && (
          <div ref={tipBox} className="chart__tip" style={{ left: Math.max(0, Math.min(tip.x - tipWidth / 2, width - tipWidth)) }}>
            {tips.text(tip.index)}
          </div>
        )}
      </div>
    </div>
  );
}
