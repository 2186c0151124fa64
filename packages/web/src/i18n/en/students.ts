import type { Widen } from '../widen';
import type { students as id } from '../students';

/** The students screen in English. */
export const students: Widen<typeof id> = {
  title: 'Students',
  entity: 'Student',
  nisn: 'Student ID',
  schoolAddress: 'School Address',
  chooseSchool: 'Search schools…',
  schoolFilter: 'Filter by school',
  allSchools: 'All schools',
  classFilter: 'Filter by class',
  allClasses: 'All classes',
  chooseClass: 'Choose a class…',
  parentNikHelp: 'Optional: 16 digits.',
  parentSection: 'Parent / Guardian',
  card: 'Student Card',
  cardPrinted: 'Printed',
  cardNotPrinted: 'Not printed',
  print: 'Print Card',
  printed: 'Card already printed — print again',
  chooseRoute: 'Choose a route…',
  chooseStop: 'Choose a stop…',
  routeHelp: "Optional: without a route, the parent follows the buses serving the school.",
  stopHelp: "Optional: without a stop, the route's stop nearest to the school is used.",
  nearestStop: (name: string) => `${name} (nearest to the school)`,
};
