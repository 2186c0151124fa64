/**
 * A licence plate as parking stores and compares it: upper-case with no spaces, dots or dashes,
 * so 'b 1234 cd', 'B-1234-CD' and 'B1234CD' are the same vehicle wherever it is typed or searched.
 */
export function normalizePlate(plate: string): string {
  return plate.toUpperCase().replace(/[\s.-]+/g, '');
}

/** Plates are letters and digits once normalised (Indonesian plates are at most 10 of them). */
export const PLATE_PATTERN = /^[A-Z0-9]{1,12}$/;
