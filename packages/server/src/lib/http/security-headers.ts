import type { FastifyInstance } from 'fastify';

/**
 * Where map tiles come from, as a CSP source: the template's origin, a `{s}` subdomain placeholder
 * as a wildcard. A template that is not a plain URL allows its scheme only.
 */
export function tileSource(tileUrl: string): string | undefined {
  const m = /^(https?):\/\/([^/]+)/i.exec(tileUrl.trim());
  if (!m) return undefined;
  const [, scheme, host] = m;
  const wildcard = host.replace(/^\{[^}]+\}\./, '*.');
  return /^[*A-Za-z0-9.-]+(:\d+)?$/.test(wildcard) ? `${scheme.toLowerCase()}://${wildcard}` : `${scheme.toLowerCase()}:`;
}

/**
 * The app's Content-Security-Policy: scripts (and WebAssembly), fonts and connections from this origin only
 * (Socket.IO included), styles also inline; images also from the tile server, data:/blob: (uploads before they are
 * saved) and any https address (articles keep the https images their authors linked); nothing may
 * frame the app, no plugins, no <base> elsewhere.
 */
export function contentSecurityPolicy(tileUrl: string): string {
  const tiles = tileSource(tileUrl);
  const images = ["'self'", 'data:', 'blob:', 'https:', ...(tiles && !tiles.startsWith('https:') ? [tiles] : [])];
  return [
    "default-src 'self'",
    // WebAssembly may be compiled (the driver console's QR decoder); JavaScript eval stays refused.
    "script-src 'self' 'wasm-unsafe-eval'",
    // Inline styles: react-select (emotion) and the rich-text editor insert <style> elements, Leaflet
    // and Bootstrap's overlays position with style attributes. Scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    // The phone pages' service worker and manifests come from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of a stored image answered by itself: nothing it could hold (an SVG's script, a
 * disguised HTML page) may load or run anything, and opened directly it is a sandboxed document.
 * Its own bytes still show, and the browser's image viewer may style them.
 */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Sent with every answer, the web app's pages and the API alike. An answer that set its own
 * Content-Security-Policy (an image's, stricter than the app's) keeps it.
 */
export function installSecurityHeaders(app: FastifyInstance, tileUrl: string) {
  const policy = contentSecurityPolicy(tileUrl);
  const headers = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  app.addHook('onSend', async (_req, reply) => {
    reply.headers(headers);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
  });
}
