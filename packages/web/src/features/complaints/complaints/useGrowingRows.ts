import { useLayoutEffect, type RefObject } from 'react';
import { MIN_ROWS, rowsFor } from './growingRows';

/** Sizes the text area to its text (wrapped lines included) each time the text changes. */
export function useGrowingRows(ref: RefObject<HTMLTextAreaElement | null>, text: string) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.rows = MIN_ROWS;
    const style = getComputedStyle(el);
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    el.rows = rowsFor(el.scrollHeight - padding, parseFloat(style.lineHeight));
  }, [ref, text]);
}
