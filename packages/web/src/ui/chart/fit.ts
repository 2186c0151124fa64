/**
 * What room a chart's text takes. The drawing is laid out before its text exists, so widths are
 * estimated from the number of characters: about half the font size each, a little more for a
 * short word (its capital weighs more), as the common UI fonts draw names and figures.
 */
export const textWidth = (text: string, fontSize = 10) => fontSize * (0.52 * text.length + 0.3);

/**
 * Every how many categories a label fits, `spacing` px apart, `gap` px clear of the next one written
 * (1: all of them). A year's months on a phone are written every other month, as charts commonly do.
 */
export function labelEvery(labels: readonly string[], spacing: number, { fontSize = 10, gap = 3 } = {}): number {
  const widths = labels.map((l) => textWidth(l, fontSize));
  const fits = (k: number) => widths.every((w, i) => i % k !== 0 || i + k >= widths.length || (w + widths[i + k]) / 2 + gap <= spacing * k);
  let k = 1;
  while (k < labels.length && !fits(k)) k++;
  return k;
}

/** Items of the given widths, left to right in rows of at most `room` px, `gap` px apart: where each starts. */
export function flow(widths: readonly number[], room: number, gap: number): { x: number; row: number }[] {
  let x = 0;
  let row = 0;
  return widths.map((w) => {
    if (x > 0 && x + w > room) {
      x = 0;
      row++;
    }
    const at = { x, row };
    x += w + gap;
    return at;
  });
}
