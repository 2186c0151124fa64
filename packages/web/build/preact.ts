import type { Alias } from 'vite';

/**
 * The app is written against React's API and rendered by Preact's compatibility layer: the same
 * components, a renderer of about 10 kB instead of 60 kB gzipped on every first visit. Every
 * import of React, React DOM and the JSX runtime (the app's and its libraries') resolves here.
 */
export const preactForReact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
