import { z } from 'zod';
import { crudEndpoints, endpoint, xlsxAnswer } from '../../endpoint.js';
import { listResponseOf, oneResponseOf } from '../../responses.js';
import type { ScreenAccess } from '../../access.js';
import type { LiveTable } from '../../live.js';
import { reportDateParams, reportDetailParams, reportExportQuery, reportKeywordQuery, reportQuery } from '../../report-query.js';
import { busReportRowWire } from '../../report-bus.js';
import { driverReportRowWire } from '../../report-driver.js';
import { studentReportExportQuery, studentReportQuery, studentReportRowWire } from '../../report-students.js';
import { studentBody, studentWire } from '../../students.js';
import { boardingWire, tripWire } from '../../trips.js';

const tags = ['reports'];

/** A day-grid report's page (`?q` and a period) and one row's day (`:id/:date`), both for its screen. */
function dayReport<const P extends `/${string}`, Row extends z.ZodType, Detail extends z.ZodType>(spec: {
  path: P;
  access: ScreenAccess;
  row: Row;
  detail: Detail;
  reads: readonly [LiveTable, ...LiveTable[]];
}) {
  const { path, access, reads } = spec;
  return {
    list: endpoint({ method: 'GET', path, tags, access, query: reportQuery, answers: { 200: listResponseOf(spec.row) }, reads }),
    detail: endpoint({
      method: 'GET', path: `${path}/detail/:id/:date` as `/${string}` & `${P}/detail/:id/:date`, tags, access, params: reportDetailParams,
      answers: { 200: oneResponseOf(z.array(spec.detail)) }, reads,
    }),
  };
}

/** Laporan Bus: a page of buses by day, a bus's day of boardings, and the file. */
export const BUS_REPORT_API = {
  ...dayReport({
    path: '/report/bus', access: ['reports.bus'], row: busReportRowWire, detail: boardingWire,
    reads: ['trips', 'boardings', 'vehicles', 'routes', 'students', 'schools', 'drivers'],
  }),
  export: endpoint({ method: 'GET', path: '/report/bus/export', tags, access: ['reports.bus'], query: reportExportQuery, answers: { 200: xlsxAnswer } }),
};

/** Laporan Sopir: a page of drivers by day, a driver's day of trips, and a day's file. */
export const DRIVER_REPORT_API = {
  ...dayReport({ path: '/report/driver', access: ['reports.drivers'], row: driverReportRowWire, detail: tripWire, reads: ['trips', 'drivers', 'vehicles', 'routes', 'boardings'] }),
  export: endpoint({
    method: 'GET', path: '/report/driver/export/:date', tags, access: ['reports.drivers'], params: reportDateParams, query: reportKeywordQuery,
    answers: { 200: xlsxAnswer },
  }),
};

/** Laporan Siswa: students with their rides, changed as Data Siswa changes them, and the file. */
export const STUDENT_REPORT_API = {
  ...crudEndpoints({
    path: '/report/student', tag: 'student', access: ['reports.students'], record: studentWire, row: studentReportRowWire,
    createBody: studentBody, listQuery: studentReportQuery,
    reads: ['students', 'schools', 'classes', 'members', 'boardings', 'trips'],
  }),
  export: endpoint({ method: 'GET', path: '/report/student/export', tags, access: ['reports.students'], query: studentReportExportQuery, answers: { 200: xlsxAnswer } }),
};
