/** A wire time as the user reads it, e.g. '23 Nov 2026, 08.15'. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

/** Its day only, for a narrow column, e.g. '23 Nov 2026'. */
export const dateOf = (iso: string) => new Date(iso).toLocaleDateString('id-ID', { dateStyle: 'medium' });
