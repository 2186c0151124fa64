import { inLocale } from './inLocale';

const numbers = inLocale((locale) => new Intl.NumberFormat(locale));

/** A count as the running language writes it (1.250 / 1,250). */
export const count = (n: number) => numbers().format(n);
