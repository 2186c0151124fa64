import { useEffect, useState } from 'react';
import { PARKING_RECORD_ENTITY } from '@halte/contract';
import { Button, Card, Col, Modal, Row } from 'react-bootstrap';
import { PARKING_RECAP, PARKING_RECAP_COLUMNS, PARKING_STATUS, cellText, rupiah, type ParkingListResponse, type ParkingRecordWire } from '@halte/contract';
import { useList } from '../../api/queries';
import { DetailItems } from '../../ui/DetailItems';
import { ListPage } from '../../ui/list/ListPage';
import { useListState } from '../../ui/list/useListState';
import type { ListFilters } from '../../ui/list/listFilters';
import { StatusPill } from '../../ui/StatusPill';
import { ExportButton } from '../../ui/report/ExportButton';
import { tableColumns } from '../../ui/report/reportColumns';
import { useServiceDay, useServiceZone } from '../../ui/time/serviceDay';
import { AuditTrailLink } from '../audit-trail/AuditTrailLink';
import { ui } from '../../i18n/ui';
import { parkingRecap as t } from '../../i18n/parking-recap';
import { RECAP_PERIOD_KEYS, periodOfType, REPORT_TYPES } from './recapPeriod';
import { RecapPeriodFilter } from './RecapPeriodFilter';

const filters: ListFilters = {
  selects: [
    { name: 'parking_location', type: 'select', label: t.locationFilter, placeholder: t.allLocations, searchable: true, choices: { endpoint: '/lists/parking_location' } },
    { name: 'vehicle_type', type: 'select', label: t.typeFilter, placeholder: t.allTypes, searchable: true, choices: { endpoint: '/lists/vehicle_type' } },
  ],
};
const SELECT_KEYS = ['parking_location', 'vehicle_type'];
/** A column's header, as the table and the file write it. */
const label = (key: keyof ParkingRecordWire) => PARKING_RECAP_COLUMNS.find((c) => c.key === key)!.label;

const statusPill = (row: ParkingRecordWire) =>
  row.intstatus === PARKING_STATUS.left ? <StatusPill tone="success" icon="bi-box-arrow-right" label={row.vcstatus} /> : <StatusPill tone="warning" icon="bi-p-circle" label={row.vcstatus} />;
const amountCell = (row: ParkingRecordWire) => (row.decamount === null ? '-' : <span className="text-nowrap">{rupiah(row.decamount)}</span>);

/**
 * /main/rekap-parkir: the stays by check-in day with the totals over every matching one, the
 * filters in the address (`q, from, to, parking_location, vehicle_type, page`, and the report
 * type with its month or year), a detail per stay and the Excel file of the same filters.
 */
export default function ParkingRecapPage() {
  const timeZone = useServiceZone();
  const today = useServiceDay();
  const list = useListState([...RECAP_PERIOD_KEYS, ...SELECT_KEYS]);
  const [open, setOpen] = useState<ParkingRecordWire | null>(null);
  const { from, to, parking_location, vehicle_type } = list.filters;
  const missing = !from || !to;
  const { setFilters } = list;

  // An address without days opens on today, written into it so the view can be shared.
  useEffect(() => {
    if (missing && today) setFilters(periodOfType(REPORT_TYPES.date, today));
  }, [missing, today, setFilters]);

  // The same query the table sends (one request): its totals are over every matching stay.
  const { data } = useList<ParkingRecordWire>('/parking', { q: list.q, page: list.page, limit: list.limit, parking_location, vehicle_type, from, to }, !missing);
  const totals = data as ParkingListResponse | undefined;

  if (!timeZone || !today || missing) return null;
  const columns = tableColumns(PARKING_RECAP_COLUMNS, timeZone, { vcstatus: statusPill, decamount: amountCell });
  const when = (key: 'dtcheck_in' | 'dtcheck_out', row: ParkingRecordWire) => cellText(PARKING_RECAP_COLUMNS.find((c) => c.key === key)!, row, timeZone);
  return (
    <>
      <Row className="g-3 mb-3" aria-label={t.title}>
        {[
          { label: PARKING_RECAP.totalData, value: totals ? totals.total_data.toLocaleString('id-ID') : '…', icon: 'bi-car-front', tone: 'primary' },
          { label: PARKING_RECAP.totalIncome, value: totals ? rupiah(totals.total_income) : '…', icon: 'bi-cash-coin', tone: 'success' },
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
        endpoint="/parking"
        columns={columns}
        filters={filters}
        search={t.plateSearch}
        query={{ from, to }}
        actions={[{ key: 'detail', label: ui.list.detail, icon: 'bi-eye', tone: 'info', onClick: setOpen }]}
        toolbar={
          <>
            <RecapPeriodFilter value={list.filters} onChange={setFilters} today={today} />
            <ExportButton path={`/report/parking/export/${parking_location ?? 0}/${vehicle_type ?? 0}/${from}/${to}`} query={{ q: list.q || undefined }} />
          </>
        }
      />
      <Modal show={!!open} onHide={() => setOpen(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">{open ? t.detailTitle(open.vclicense_number) : ''}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {open && (
            <DetailItems
              items={[
                { label: label('vclicense_number'), value: <span className="font-monospace">{open.vclicense_number}</span>, width: 6 },
                { label: label('vcstatus'), value: statusPill(open), width: 6 },
                { label: t.vehicleType, value: open.vcvehicle_type, width: 6 },
                { label: t.location, value: open.vclocation, width: 6 },
                { label: label('dtcheck_in'), value: when('dtcheck_in', open), width: 6 },
                { label: label('dtcheck_out'), value: open.intstatus === PARKING_STATUS.left ? when('dtcheck_out', open) : t.stillParked, width: 6 },
                { label: label('decamount'), value: amountCell(open), width: 6 },
                { label: t.regulation, value: open.vcregulation, width: 6 },
                { label: t.attendant, value: open.vcattendant || t.staffEntry, width: 12 },
              ]}
            />
          )}
        </Modal.Body>
        <Modal.Footer>
          {open && <AuditTrailLink entity={PARKING_RECORD_ENTITY} id={open.intid} />}
          <Button variant="secondary" onClick={() => setOpen(null)}>{ui.form.close}</Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
