import { useEffect, useRef } from 'react';

/**
 * Calls `onAfterPrint` each time the browser's print dialog of this page closes, whether it
 * was opened by the page's button or by Ctrl+P. The browser fires `afterprint` on cancel too
 * (Chromium does), so the caller asks whether the card came out before it counts as printed.
 */
export function useAfterPrint(onAfterPrint: () => void) {
  const handler = useRef(onAfterPrint);
  useEffect(() => {
    handler.current = onAfterPrint;
  });
  useEffect(() => {
    // Listening all the time, not only from a click: window.print() may fire it before returning.
    const after = () => handler.current();
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);
}
