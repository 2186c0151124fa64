/** The chat's text area grows with its text from one row up to six, then scrolls. */
export const MIN_ROWS = 1;
export const MAX_ROWS = 6;

/** The rows a text of `contentHeight` pixels (scroll height less vertical padding) needs at `lineHeight`. */
export function rowsFor(contentHeight: number, lineHeight: number): number {
  if (!(lineHeight > 0)) return MIN_ROWS;
  return Math.min(MAX_ROWS, Math.max(MIN_ROWS, Math.round(contentHeight / lineHeight)));
}
