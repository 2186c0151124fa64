import type { FastifyInstance } from 'fastify';
import { BUS_REPORT, BUS_REPORT_API, BUS_REPORT_COLUMNS, BUS_BOARDING_COLUMNS, DRIVER_REPORT, DRIVER_REPORT_API, DRIVER_REPORT_COLUMNS, DRIVER_TRIPS_COLUMNS, PERIOD_TYPES, STUDENT_REPORT, STUDENT_REPORT_API, STUDENT_REPORT_COLUMNS } from '@halte/contract';
import { sendReportWorkbook } from '../../../lib/reporting/report-workbook.js';
import { keywordFilter, recordFilter } from '../../../lib/reporting/report-filters.js';
import { classes, schools } from '../../../db/schema/index.js';
import { periodTitle, reportDays, reportFileName } from '../../../lib/reporting/report-days.js';
import { busBoardingRows, busGrid, busReportDetail, busReportPage, busReportRows } from './bus-report.service.js';
import { registerCrud } from '../../../lib/data/crud.js';
import { route } from '../../../lib/http/route.js';
import { studentReportResource, studentReportRows } from './student-report.service.js';
import { driverGrid, driverReportDetail, driverReportPage, driverReportRows, driverTripRows } from './driver-report.service.js';

/** `/report/bus`, `/report/driver` and `/report/student`: the reports' pages, their detail and their files. */
export default async function reportRoutes(app: FastifyInstance) {
  const { db } = app;
  const timeZone = app.config.timeZone;
  const workbook = (title: string) => ({ department: app.config.departmentName, title, timeZone });

  route(app, BUS_REPORT_API.list, async (req) =>
    busReportPage(db, req.query, reportDays(req.query, timeZone)),
  );

  route(app, BUS_REPORT_API.detail, async (req) => ({
    data: await busReportDetail(db, req.params.id, req.params.date),
  }));

  route(app, BUS_REPORT_API.export, async (req, reply) => {
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

  route(app, DRIVER_REPORT_API.list, async (req) =>
    driverReportPage(db, req.query, reportDays(req.query, timeZone)),
  );

  route(app, DRIVER_REPORT_API.detail, async (req) => ({
    data: await driverReportDetail(db, req.params.id, req.params.date),
  }));

  route(app, DRIVER_REPORT_API.export, async (req, reply) => {
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
  const { export: studentFile, ...studentCalls } = STUDENT_REPORT_API;
  registerCrud(app, studentReportResource, studentCalls);

  route(app, studentFile, async (req, reply) => {
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
