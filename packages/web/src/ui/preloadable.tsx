import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on first use, or earlier through `preload()`; once loaded it
 * renders at once, with no suspended first render (a dialog opened after the preload shows it
 * ready to use).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
