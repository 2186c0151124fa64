import type { Widen } from '../widen';
import type { dashboard as id } from '../dashboard';

/** The school dashboard in English. */
export const dashboard: Widen<typeof id> = {
  title: 'Dashboard',
  greeting: (name: string) => `Welcome, ${name}`,
  today: 'Today',
  loading: 'Loading…',
  failed: 'The data could not be loaded.',
  progress: {
    title: 'Student Card Progress',
    caption: 'Students whose card has been printed',
    printed: (printed: string, total: string) => `${printed} of ${total} students`,
    chart: (percent: string) => `Student cards printed ${percent}%`,
  },
  statistic: {
    title: 'Student Statistics',
    caption: 'Students per school level and riders today',
  },
  activity: {
    title: 'Today’s Activity',
    empty: 'No trips today yet.',
    riders: (n: string) => `${n} ${n === '1' ? 'student' : 'students'}`,
    driver: 'Driver',
    noTime: '--:--',
    since: (start: string) => `since ${start}`,
    span: (start: string, stop: string) => `${start}–${stop}`,
  },
  attendance: {
    title: 'Fleet Attendance Today',
    table: 'Fleet attendance table',
    caption: 'Trips and riders per vehicle today',
    empty: 'No vehicles yet.',
    plate: 'Vehicle',
    vehicle: (name: string, route: string) => `${name} · ${route}`,
    trips: 'Trips',
    riders: 'Students',
    status: 'Status',
    start: 'Start',
    stop: 'Finish',
  },
  weekly: {
    title: 'Riders in the Last 7 Days',
    caption: 'Student boardings per day',
    chart: (days: string) => `Student boardings per day: ${days}`,
    series: 'Boardings',
  },
};
