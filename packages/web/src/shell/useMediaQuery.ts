import { useSyncExternalStore } from 'react';

/** Bootstrap's breakpoints . */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1540 } as const;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (fn) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', fn);
      return () => mql.removeEventListener('change', fn);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
