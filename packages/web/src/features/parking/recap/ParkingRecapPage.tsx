import { useEffect, useState } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { LISTS_API, PARKING_RECAP, PARKING_RECAP_COLUMNS, PARKING_RECORDS_API, rupiah, type ParkingListResponse, type ParkingRecordWire, translate } from '@halte/contract';
import { at } from '../../../api/endpoints';
import { useList } from '../../../api/queries';
import { ListPage } from '../../../ui/list/ListPage';
import { useListState } from '../../../ui/list/useListState';
import type { ListFilters } from '../../../ui/list/listFilters';
import { ExportButton } from '../../../ui/report/ExportButton';
import { tableColumns } from '../../../ui/report/reportColumns';
import { useServiceDay, useServiceZone } from '../../../ui/time/serviceDay';
import { count } from '../../../ui/count';
import { ui } from '../../../i18n/ui';
import { parkingRecap as t } from '../../../i18n/parking-recap';
import { RECAP_PERIOD_KEYS, periodOfType, REPORT_TYPES } from './recapPeriod';
import { RecapPeriodFilter } from './RecapPeriodFilter';
import { ParkingRecordDetail } from './ParkingRecordDetail';
import { recapRenders } from './recapCells';

const filters: ListFilters = {
  selects: [
    { name: 'parking_location', type: 'select', label: t.locationFilter, placeholder: t.allLocations, searchable: true, choices: { endpoint: LISTS_API.parkingLocation } },
    { name: 'vehicle_type', type: 'select', label: t.typeFilter, placeholder: t.allTypes, searchable: true, choices: { endpoint: LISTS_API.vehicleType } },
    // Catatan Janggal: `flagged=1`, only the stays with a note.
    { name: 'flagged', type: 'select', label: t.flaggedFilter, placeholder: t.allNotes, choices: [{ value: 1, label: t.flaggedOnly }] },
  ],
};
const SELECT_KEYS = ['parking_location', 'vehicle_type', 'flagged'];

/**
 * /main/rekap-parkir: the stays by check-in day with the totals over every matching one, the
 * filters in the address (`q, from, to, parking_location, vehicle_type, flagged, page`, and the
 * report type with its month or year), a detail per stay and the Excel file of the same filters.
 */
export default function ParkingRecapPage() {
  const timeZone = useServiceZone();
  const today = useServiceDay();
  const list = useListState([...RECAP_PERIOD_KEYS, ...SELECT_KEYS]);
  const [open, setOpen] = useState<ParkingRecordWire | null>(null);
  const { from, to, parking_location, vehicle_type, flagged } = list.filters;
  const missing = !from || !to;
  const { setFilters } = list;

  // An address without days opens on today, written into it so the view can be shared.
  useEffect(() => {
    if (missing && today) setFilters(periodOfType(REPORT_TYPES.date, today));
  }, [missing, today, setFilters]);

  // The same query the table sends (one request): its totals are over every matching stay.
  const { data } = useList<ParkingRecordWire>(PARKING_RECORDS_API.list, { q: list.q, page: list.page, limit: list.limit, parking_location, vehicle_type, flagged, from, to }, !missing);
  const totals = data as ParkingListResponse | undefined;

  if (!timeZone || !today || missing) return null;
  const columns = tableColumns(PARKING_RECAP_COLUMNS, timeZone, recapRenders);
  return (
    <>
      <Row className="g-3 mb-3" aria-label={t.title}>
        {[
          { label: translate(PARKING_RECAP.totalData), value: totals ? count(totals.total_data) : '…', icon: 'bi-car-front', tone: 'primary' },
          { label: translate(PARKING_RECAP.totalIncome), value: totals ? rupiah(totals.total_income) : '…', icon: 'bi-cash-coin', tone: 'success' },
        ].map((card) => (
          <Col key={card.label} xs={12} md={6}>
            <Card className="shadow-sm border-0 h-100">
              <Card.Body className="d-flex align-items-center gap-3">
                <span className={`rounded-circle bg-${card.tone}-subtle text-${card.tone}-emphasis d-inline-flex align-items-center justify-content-center`} style={{ width: '3rem', height: '3rem' }}>
                  <i className={`bi ${card.icon} fs-4`} aria-hidden="true" />
                </span>
                <div role="group" aria-label={card.label}>
                  <div className="text-body-secondary small">{card.label}</div>
                  <div className="fs-4 fw-semibold" data-testid={card.label}>{card.value}</div>
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <ListPage<ParkingRecordWire>
        title={t.title}
        endpoint={PARKING_RECORDS_API.list}
        columns={columns}
        filters={filters}
        search={t.plateSearch}
        query={{ from, to }}
        actions={[{ key: 'detail', label: ui.list.detail, icon: 'bi-eye', tone: 'info', onClick: setOpen }]}
        toolbar={
          <>
            <RecapPeriodFilter value={list.filters} onChange={setFilters} today={today} />
            <ExportButton path={at(PARKING_RECORDS_API.export, { parking_location: parking_location ?? 0, vehicle_type: vehicle_type ?? 0, fromDate: from, toDate: to })} query={{ q: list.q || undefined, flagged }} />
          </>
        }
      />
      <ParkingRecordDetail record={open} timeZone={timeZone} onHide={() => setOpen(null)} />
    </>
  );
}
