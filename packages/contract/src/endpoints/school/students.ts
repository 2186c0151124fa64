import { cardEndpoints } from '../../card-endpoints.js';
import { crudEndpoints, endpoint } from '../../endpoint.js';
import { studentBody, studentCardWire, studentListQuery, studentWire } from '../../students.js';

const reads = ['students', 'schools', 'classes', 'members', 'routes', 'route_points'] as const;
const card = cardEndpoints({ path: '/students', tag: 'student', access: ['master.students'], card: studentCardWire });

/** Data Siswa: students filtered by school and class, and each student's card for the print page. */
export const STUDENTS_API = {
  ...crudEndpoints({
    path: '/students', tag: 'student', access: ['master.students'], record: studentWire,
    createBody: studentBody, listQuery: studentListQuery, reads: ['students', 'schools', 'classes', 'members', 'routes', 'route_points'],
  }),
  /** The card: read for the print page, marked printed so the list can highlight printed cards. */
  card: { read: endpoint({ ...card.read, reads }), markPrinted: endpoint({ ...card.markPrinted, reads }) },
};
