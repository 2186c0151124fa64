/** Where the parents' page lives: every notice and push opens one of its pages. */
export const WARGA_HOME = '/warga';

/** The URL as one of this origin's `/warga` pages, or nothing. */
function wargaUrl(link: unknown, origin: string): URL | undefined {
  if (typeof link !== 'string' || !link) return undefined;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return url.pathname === WARGA_HOME || url.pathname.startsWith(`${WARGA_HOME}/`) ? url : undefined;
}

/** Whether a window shows one of this origin's `/warga` pages. */
export const isWargaPage = (link: string, origin: string) => wargaUrl(link, origin) !== undefined;

/**
 * The `/warga` page a notice or push opens: a same-origin path under `/warga` (with its query
 * and hash), else `/warga` itself. A notice never leads a parent to another site or to the
 * back office, whatever its link says.
 */
export function wargaPathOf(link: unknown, origin: string): string {
  const url = wargaUrl(link, origin);
  return url ? `${url.pathname}${url.search}${url.hash}` : WARGA_HOME;
}
