import { crudEndpoints, endpoint, onlyOps, xlsxAnswer } from '../../endpoint.js';
import { PARKING_RECORD_ENTITY } from '../../audit.js';
import { parkingExportParams, parkingExportQuery, parkingListQuery, parkingListResponse, parkingRecordBody, parkingRecordWire } from '../../parking-records.js';

const access = ['parking.recap'] as const;
const reads = ['parking_records', 'parking_locations', 'parking_vehicle_types', 'parking_tariffs', 'users'] as const;
const crud = crudEndpoints({ path: '/parking', tag: PARKING_RECORD_ENTITY, access, record: parkingRecordWire, createBody: parkingRecordBody, reads });

/**
 * `/parking`: Rekap Data Parkir's stays (its page carries the totals over every matching stay),
 * each read, added, corrected and deleted as a resource, and the recap's file.
 */
export const PARKING_RECORDS_API = {
  list: endpoint({ method: 'GET', path: '/parking', tags: [PARKING_RECORD_ENTITY], access, query: parkingListQuery, answers: { 200: parkingListResponse }, reads }),
  ...onlyOps(crud, ['get', 'create', 'update', 'delete']),
  /** `0` for a location or type means all of them. */
  export: endpoint({
    method: 'GET', path: '/report/parking/export/:parking_location/:vehicle_type/:fromDate/:toDate', tags: ['reports'], access,
    params: parkingExportParams, query: parkingExportQuery, answers: { 200: xlsxAnswer },
  }),
};
