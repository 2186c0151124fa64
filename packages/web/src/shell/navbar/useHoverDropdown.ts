import { useEffect, useRef, useState } from 'react';
import { BREAKPOINTS, useMediaQuery } from '../useMediaQuery';

interface ToggleMeta { source?: string; originalEvent?: unknown }

/**
 * State for a navbar dropdown: on wide screens (≥ 992 px) it opens while hovered; on screens
 * under 1200 px an open dropdown closes when the page scrolls (spec 4 and 9).
 */
/** Leaving closes after this pause, so the pointer can cross the gap between toggle and menu. */
const CLOSE_DELAY_MS = 150;

export function useHoverDropdown() {
  const [show, setShow] = useState(false);
  const hovered = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverable = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);

  useEffect(() => {
    if (!show) return;
    const onScroll = () => {
      if (window.innerWidth < BREAKPOINTS.xl) setShow(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [show]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return {
    show,
    setShow,
    dropdownProps: {
      show,
      onToggle: (next: boolean, meta?: ToggleMeta) => {
        // A press on the toggle of a menu that hovering already opened keeps it open. Pressing
        // the toggle's icon or avatar (not the button itself) reaches us as 'rootClose': the
        // pointer is still over the dropdown, so it is not a press outside either. Escape (also
        // reported as 'rootClose') always closes: content shown on hover must be dismissable
        // without moving the pointer.
        const escape = (meta?.originalEvent as { key?: string } | undefined)?.key === 'Escape';
        if (!next && !escape && hoverable && hovered.current && (meta?.source === 'click' || meta?.source === 'rootClose')) return;
        setShow(next);
      },
      onMouseEnter: hoverable
        ? () => {
            hovered.current = true;
            clearTimeout(closeTimer.current);
            setShow(true);
          }
        : undefined,
      onMouseLeave: hoverable
        ? () => {
            hovered.current = false;
            closeTimer.current = setTimeout(() => setShow(false), CLOSE_DELAY_MS);
          }
        : undefined,
    },
  };
}
