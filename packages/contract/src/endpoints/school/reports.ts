import { z } from 'zod';
import { crudEndpoints, endpoint, xlsxAnswer } from '../../endpoint.js';
import { listResponseOf, oneResponseOf } from '../../responses.js';
import { reportDateParams, reportDetailParams, reportExportQuery, reportKeywordQuery, reportQuery } from '../../report-query.js';
import { busReportRowWire } from '../../report-bus.js';
import { driverReportRowWire } from '../../report-driver.js';
import { studentReportExportQuery, studentReportQuery, studentReportRowWire } from '../../report-students.js';
import { studentBody, studentWire } from '../../students.js';
import { boardingWire, tripWire } from '../../trips.js';

const tags = ['reports'];
const busReads = ['trips', 'boardings', 'vehicles', 'routes', 'students', 'schools', 'drivers'] as const;
const driverReads = ['trips', 'drivers', 'vehicles', 'routes', 'boardings'] as const;

/** Laporan Bus: a page of buses by day, a bus's day of boardings, and the file. */
export const BUS_REPORT_API = {
  list: endpoint({
    method: 'GET', path: '/report/bus', tags, access: ['reports.bus'], query: reportQuery,
    answers: { 200: listResponseOf(busReportRowWire) },
    reads: busReads,
  }),
  detail: endpoint({
    method: 'GET', path: '/report/bus/detail/:id/:date', tags, access: ['reports.bus'], params: reportDetailParams,
    answers: { 200: oneResponseOf(z.array(boardingWire)) },
    reads: busReads,
  }),
  export: endpoint({ method: 'GET', path: '/report/bus/export', tags, access: ['reports.bus'], query: reportExportQuery, answers: { 200: xlsxAnswer } }),
};

/** Laporan Sopir: a page of drivers by day, a driver's day of trips, and a day's file. */
export const DRIVER_REPORT_API = {
  list: endpoint({
    method: 'GET', path: '/report/driver', tags, access: ['reports.drivers'], query: reportQuery,
    answers: { 200: listResponseOf(driverReportRowWire) },
    reads: driverReads,
  }),
  detail: endpoint({
    method: 'GET', path: '/report/driver/detail/:id/:date', tags, access: ['reports.drivers'], params: reportDetailParams,
    answers: { 200: oneResponseOf(z.array(tripWire)) },
    reads: driverReads,
  }),
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
