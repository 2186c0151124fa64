import { format } from 'date-fns';

const numbers = new Intl.NumberFormat('id-ID');

/** A count as Indonesian readers write it (1.250). */
export const count = (n: number) => numbers.format(n);

/** The clock time of an instant, or the placeholder when there is none. */
export const clock = (iso: string | null, none: string) => (iso ? format(new Date(iso), 'HH:mm') : none);
