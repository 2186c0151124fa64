import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** A hash scrolls to its anchor; a new path starts at the top (spec: Shell). */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may render a moment later (lazy screen, data), so try for a short while.
      let tries = 0;
      const timer = setInterval(() => {
        const el = document.getElementById(id);
        if (el || ++tries > 20) {
          clearInterval(timer);
          el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }
      }, 50);
      return () => clearInterval(timer);
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}

/** Whether the page has scrolled away from the top (the navbar then shows its shadow). */
export function useScrolled(threshold = 4): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
