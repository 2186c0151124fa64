import { crudEndpoints } from '../../endpoint.js';
import { schoolBody, schoolDetailWire, schoolWire } from '../../schools.js';

/** Data Sekolah: schools, each read with the vehicles serving it. */
export const SCHOOLS_API = crudEndpoints({
  path: '/schools', tag: 'school', access: ['master.schools'], record: schoolDetailWire, row: schoolWire,
  createBody: schoolBody, reads: ['schools', 'school_vehicles', 'vehicles'],
});
