const numbers = new Intl.NumberFormat('id-ID');

/** A count as Indonesian readers write it (1.250). */
export const count = (n: number) => numbers.format(n);
