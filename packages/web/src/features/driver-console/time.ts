/** A time of day as the phone shows it, e.g. 06.45. */
export const clock = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' }) : '');
