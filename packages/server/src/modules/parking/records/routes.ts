import type { FastifyInstance } from 'fastify';
import { PARKING_RECAP, PARKING_RECAP_COLUMNS, PARKING_RECORDS_API, PERIOD_TYPES, parkingDaysError } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { fieldError } from '../../../lib/http/http-error.js';
import { route } from '../../../lib/http/route.js';
import { sendReportWorkbook } from '../../../lib/reporting/report-workbook.js';
import { ALL, keywordFilter, recordFilter } from '../../../lib/reporting/report-filters.js';
import { parkingLocations, parkingVehicleTypes } from '../../../db/schema/index.js';
import { periodTitle, reportFileName } from '../../../lib/reporting/report-days.js';
import { parkingPage, parkingRecordsResource, parkingRows, parkingTotals, parkingWhere } from './parking-records.service.js';

/** `/parking` (Rekap Data Parkir's stays with their totals) and its file `/report/parking/export/...`. */
export default async function parkingRecordRoutes(app: FastifyInstance) {
  const { db } = app;
  const timeZone = app.config.timeZone;
  const { list, export: file, ...calls } = PARKING_RECORDS_API;

  // The recap's page carries totals: its own route answers it.
  route(app, list, (req) => parkingPage(db, req.query, timeZone));
  registerCrud(app, parkingRecordsResource(timeZone), calls);

  route(app, file, async (req, reply) => {
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
  });
}
