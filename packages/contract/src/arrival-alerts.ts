/** What a parent is told of the bus on its way to the child's stop (titles: `ALERT_KIND`). */
export const ARRIVAL_ALERT_MSG = {
  approaching: (plate: string, minutes: number, stop: string) => `Bus ${plate} ±${minutes} menit lagi tiba di halte ${stop}`,
  late: (plate: string, minutes: number, stop: string) => `Bus ${plate} terlambat ±${minutes} menit di halte ${stop}`,
} as const;

/** The `/warga` page an arrival alert opens: the children with their bus. */
export const ARRIVAL_ALERT_URL = '/warga/anak';
