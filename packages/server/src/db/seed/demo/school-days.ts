/** Calendar arithmetic on `YYYY-MM-DD` dates (no time of day, no zone). */
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => iso(new Date(asUtc(date).getTime() + days * 86_400_000));

/** Monday to Friday. */
export const isSchoolDay = (date: string) => {
  const weekday = asUtc(date).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The `count` school days before `today`, oldest first. */
export function schoolDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let d = addDays(today, -1); days.length < count; d = addDays(d, -1)) if (isSchoolDay(d)) days.push(d);
  return days.reverse();
}
