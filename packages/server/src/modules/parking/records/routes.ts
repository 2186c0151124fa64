import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PARKING_RECAP, PARKING_RECAP_COLUMNS, PERIOD_TYPES, parkingExportParams, parkingExportQuery, parkingListQuery, parkingDaysError, parkingListResponse, parkingRecordWire,
} from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { fieldError } from '../../../lib/http/http-error.js';
import { answers } from '../../../lib/http/responses.js';
import { XLSX_TYPE, sendReportWorkbook } from '../../../lib/reporting/report-workbook.js';
import { xlsxAnswer } from '../../../lib/reporting/xlsx-answer.js';
import { ALL, keywordFilter, recordFilter } from '../../../lib/reporting/report-filters.js';
import { parkingLocations, parkingVehicleTypes } from '../../../db/schema/index.js';
import { periodTitle, reportFileName } from '../../../lib/reporting/report-days.js';
import { parkingPage, parkingRecordsResource, parkingRows, parkingTotals, parkingWhere } from './parking-records.service.js';

/** `/parking` (Rekap Data Parkir's stays with their totals) and its file `/report/parking/export/...`. */
export default async function parkingRecordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const timeZone = app.config.timeZone;
  const resource = parkingRecordsResource(timeZone);
  const config = { access: resource.access };
  const tags = [resource.entity];

  api.get('/parking', { config, schema: { tags, querystring: parkingListQuery, response: answers({ 200: parkingListResponse }) } }, (req) =>
    parkingPage(db, req.query, timeZone),
  );
  registerCrud(app, resource, { record: parkingRecordWire });

  api.get(
    '/report/parking/export/:parking_location/:vehicle_type/:fromDate/:toDate',
    { config, schema: { tags: ['reports'], params: parkingExportParams, querystring: parkingExportQuery, response: answers({ 200: xlsxAnswer(XLSX_TYPE) }) } },
    async (req, reply) => {
      const { fromDate: from, toDate: to, parking_location, vehicle_type } = req.params;
      const wrongDays = parkingDaysError(from, to);
      if (wrongDays) throw fieldError('toDate', wrongDays);
      const filter = { q: req.query.q, flagged: req.query.flagged, parking_location, vehicle_type, from, to };
      const [totals, location, type] = await Promise.all([
        parkingTotals(db, filter, timeZone),
        recordFilter(db, 'Lokasi', parking_location, parkingLocations, parkingLocations.id, parkingLocations.name),
        recordFilter(db, 'Tipe Kendaraan', vehicle_type, parkingVehicleTypes, parkingVehicleTypes.id, parkingVehicleTypes.name),
      ]);
      const days = { from, to, through: to };
      return sendReportWorkbook(app, reply, {
        department: app.config.departmentName,
        title: PARKING_RECAP.title,
        timeZone,
        fileName: reportFileName(PARKING_RECAP.file, days),
        period: periodTitle({ rt: PERIOD_TYPES.range, from, to }, days),
        filters: [location, type, keywordFilter(req.query.q), { label: 'Catatan Janggal', value: req.query.flagged ? 'Hanya yang bercatatan' : ALL }],
        totals: [
          { label: PARKING_RECAP.totalData, value: totals.count },
          { label: PARKING_RECAP.totalIncome, value: totals.income, format: '"Rp "#,##0' },
        ],
        sheets: [{ name: PARKING_RECAP.title, columns: PARKING_RECAP_COLUMNS, rows: parkingRows(db, parkingWhere(filter, timeZone)) }],
      });
    },
  );
}
