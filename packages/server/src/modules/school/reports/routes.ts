import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUS_BOARDING_COLUMNS, BUS_REPORT, BUS_REPORT_COLUMNS, DRIVER_REPORT, DRIVER_REPORT_COLUMNS, DRIVER_TRIPS_COLUMNS, PERIOD_TYPES, boardingWire,
  busReportRowWire, driverReportRowWire, listResponseOf, oneResponseOf, reportDateParams, reportDetailParams, reportExportQuery, reportKeywordQuery,
  reportQuery, STUDENT_REPORT, STUDENT_REPORT_COLUMNS, studentReportExportQuery, studentReportRowWire, studentWire, tripWire,
} from '@halte/contract';
import { z } from 'zod';
import { answers } from '../../../lib/http/responses.js';
import { XLSX_TYPE, sendReportWorkbook } from '../../../lib/reporting/report-workbook.js';
import { xlsxAnswer } from '../../../lib/reporting/xlsx-answer.js';
import { keywordFilter, recordFilter } from '../../../lib/reporting/report-filters.js';
import { classes, schools } from '../../../db/schema/index.js';
import { periodTitle, reportDays, reportFileName } from '../../../lib/reporting/report-days.js';
import { busBoardingRows, busGrid, busReportDetail, busReportPage, busReportRows } from './bus-report.service.js';
import { registerCrud } from '../../../lib/data/crud.js';
import { studentReportResource, studentReportRows } from './student-report.service.js';
import { driverGrid, driverReportDetail, driverReportPage, driverReportRows, driverTripRows } from './driver-report.service.js';

/** `/report/bus`, `/report/driver` and `/report/student`: the reports' pages, their detail and their files. */
export default async function reportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const { db } = app;
  const timeZone = app.config.timeZone;
  const file = answers({ 200: xlsxAnswer(XLSX_TYPE) });
  const workbook = (title: string) => ({ department: app.config.departmentName, title, timeZone });

  const bus = { access: ['reports.bus'] } as const;
  api.get('/report/bus', { config: bus, schema: { tags, querystring: reportQuery, response: answers({ 200: listResponseOf(busReportRowWire) }) } }, async (req) =>
    busReportPage(db, req.query, reportDays(req.query, timeZone)),
  );

  api.get('/report/bus/detail/:id/:date', { config: bus, schema: { tags, params: reportDetailParams, response: answers({ 200: oneResponseOf(z.array(boardingWire)) }) } }, async (req) => ({
    data: await busReportDetail(db, req.params.id, req.params.date),
  }));

  api.get('/report/bus/export', { config: bus, schema: { tags, querystring: reportExportQuery, response: file } }, async (req, reply) => {
    const days = reportDays(req.query, timeZone);
    const grid = await busGrid(db, req.query.q, days);
    return sendReportWorkbook(app, reply, {
      ...workbook(BUS_REPORT.title),
      fileName: reportFileName(BUS_REPORT.file, days),
      period: periodTitle(req.query, days),
      filters: [keywordFilter(req.query.q)],
      sheets: [
        { name: BUS_REPORT.title, columns: BUS_REPORT_COLUMNS, rows: busReportRows(db, grid) },
        { name: BUS_REPORT.boardingsSheet, columns: BUS_BOARDING_COLUMNS, rows: busBoardingRows(db, grid) },
      ],
    });
  });

  const driver = { access: ['reports.drivers'] } as const;
  api.get('/report/driver', { config: driver, schema: { tags, querystring: reportQuery, response: answers({ 200: listResponseOf(driverReportRowWire) }) } }, async (req) =>
    driverReportPage(db, req.query, reportDays(req.query, timeZone)),
  );

  api.get('/report/driver/detail/:id/:date', { config: driver, schema: { tags, params: reportDetailParams, response: answers({ 200: oneResponseOf(z.array(tripWire)) }) } }, async (req) => ({
    data: await driverReportDetail(db, req.params.id, req.params.date),
  }));

  api.get('/report/driver/export/:date', { config: driver, schema: { tags, params: reportDateParams, querystring: reportKeywordQuery, response: file } }, async (req, reply) => {
    const period = { rt: PERIOD_TYPES.date, from: req.params.date };
    const days = reportDays(period, timeZone);
    const grid = await driverGrid(db, req.query.q, days);
    return sendReportWorkbook(app, reply, {
      ...workbook(DRIVER_REPORT.title),
      fileName: reportFileName(DRIVER_REPORT.file, days),
      period: periodTitle(period, days),
      filters: [keywordFilter(req.query.q)],
      sheets: [
        { name: DRIVER_REPORT.title, columns: DRIVER_REPORT_COLUMNS, rows: driverReportRows(db, grid) },
        { name: DRIVER_REPORT.tripsSheet, columns: DRIVER_TRIPS_COLUMNS, rows: driverTripRows(db, req.query.q, req.params.date) },
      ],
    });
  });

  // Laporan Siswa lists students with their rides, and adds, changes and deletes them as Data Siswa does.
  registerCrud(app, studentReportResource, { record: studentWire, row: studentReportRowWire });

  const students = { access: studentReportResource.access } as const;
  api.get('/report/student/export', { config: students, schema: { tags, querystring: studentReportExportQuery, response: file } }, async (req, reply) => {
    const days = reportDays(req.query, timeZone);
    const [school, level] = await Promise.all([
      recordFilter(db, 'Sekolah', req.query.intsekolah, schools, schools.id, schools.name),
      recordFilter(db, 'Kelas', req.query.intkelas, classes, classes.id, classes.name),
    ]);
    return sendReportWorkbook(app, reply, {
      ...workbook(STUDENT_REPORT.title),
      fileName: reportFileName(STUDENT_REPORT.file, days),
      period: periodTitle(req.query, days),
      filters: [school, level, keywordFilter(req.query.q)],
      sheets: [{ name: STUDENT_REPORT.title, columns: STUDENT_REPORT_COLUMNS, rows: studentReportRows(db, req.query, { timeZone }) }],
    });
  });
}
