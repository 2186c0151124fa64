/** The rows of a raw query's result, whichever engine answered (PGlite and node-postgres shape it alike, but not in type). */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));
