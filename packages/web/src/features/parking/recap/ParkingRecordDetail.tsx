import { Button, Modal } from 'react-bootstrap';
import { PARKING_RECORD_ENTITY, PARKING_STATUS, cellText, rupiah, type ParkingRecordWire } from '@halte/contract';
import { DetailItems, type DetailItem } from '../../../ui/DetailItems';
import { AuditTrailLink } from '../../platform/audit-trail/AuditTrailLink';
import { ui } from '../../../i18n/ui';
import { parkingRecap as t } from '../../../i18n/parking-recap';
import { ParkingFlags } from './ParkingFlags';
import { amountCell, label, statusPill } from './recapCells';
import { StaticModal } from '../../../ui/StaticModal';

type Instant = 'dtcheck_in' | 'dtcheck_out' | 'dtcheck_in_device' | 'dtcheck_in_received' | 'dtcheck_out_device' | 'dtcheck_out_received';

interface ParkingRecordDetailProps {
  record: ParkingRecordWire | null;
  timeZone: string;
  onHide: () => void;
}

/** An instant of the stay as the recap writes its times ('-' when there is none). */
const whenOf = (record: ParkingRecordWire, key: Instant, timeZone: string) =>
  cellText({ key, label: '', type: 'datetime', width: 0 }, record, timeZone) || '-';

/** What the recap shows of a stay: the row, who checked it in and out, the phone's and the server's times, its notes and the fee the server's time gives. */
function itemsOf(open: ParkingRecordWire, timeZone: string): DetailItem[] {
  const when = (key: Instant) => whenOf(open, key, timeZone);
  const rupiahOrDash = (amount: number | null) => (amount === null ? '-' : rupiah(amount));
  return [
    { label: label('vclicense_number'), value: <span className="font-monospace">{open.vclicense_number}</span>, width: 6 },
    { label: label('vcstatus'), value: statusPill(open), width: 6 },
    { label: t.vehicleType, value: open.vcvehicle_type, width: 6 },
    { label: t.location, value: open.vclocation, width: 6 },
    { label: label('dtcheck_in'), value: when('dtcheck_in'), width: 6 },
    { label: label('dtcheck_out'), value: open.intstatus === PARKING_STATUS.left ? when('dtcheck_out') : t.stillParked, width: 6 },
    { label: label('decamount'), value: amountCell(open), width: 6 },
    { label: t.regulation, value: open.vcregulation, width: 6 },
    { label: t.attendant, value: open.vcattendant || t.staffEntry, width: 6 },
    { label: t.closingAttendant, value: open.vccheck_out_attendant || '-', width: 6 },
    { label: t.checkInDevice, value: when('dtcheck_in_device'), width: 6 },
    { label: t.checkInReceived, value: when('dtcheck_in_received'), width: 6 },
    { label: t.checkOutDevice, value: when('dtcheck_out_device'), width: 6 },
    { label: t.checkOutReceived, value: when('dtcheck_out_received'), width: 6 },
    { label: t.serverAmount, value: rupiahOrDash(open.decamount_server), width: 6 },
    { label: label('decdifference'), value: <span data-testid="parking-detail-difference">{rupiahOrDash(open.decdifference)}</span>, width: 6 },
    { label: label('vcflag'), value: <ParkingFlags vcflag={open.vcflag} explained />, width: 12 },
  ];
}

/** The detail of one stay of Rekap Data Parkir. */
export function ParkingRecordDetail({ record, timeZone, onHide }: ParkingRecordDetailProps) {
  return (
    <StaticModal show={!!record} onHide={onHide} centered size="lg" aria-labelledby="parking-record-title">
      <Modal.Header closeButton closeLabel={ui.form.close}>
        <Modal.Title as="h2" className="h5" id="parking-record-title">{record ? t.detailTitle(record.vclicense_number) : ''}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {record && <DetailItems items={itemsOf(record, timeZone)} />}
      </Modal.Body>
      <Modal.Footer>
        {record && <AuditTrailLink entity={PARKING_RECORD_ENTITY} id={record.intid} />}
        <Button variant="secondary" onClick={onHide}>{ui.form.close}</Button>
      </Modal.Footer>
    </StaticModal>
  );
}
