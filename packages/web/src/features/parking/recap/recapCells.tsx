import { PARKING_RECAP_COLUMNS, PARKING_STATUS, rupiah, type ParkingRecordWire } from '@halte/contract';
import { StatusPill } from '../../../ui/StatusPill';
import type { CellRenders } from '../../../ui/report/reportColumns';
import { ParkingFlags } from './ParkingFlags';

/** A column's header, as the table and the file write it. */
export const label = (key: keyof ParkingRecordWire) => PARKING_RECAP_COLUMNS.find((c) => c.key === key)!.label;

export const statusPill = (row: ParkingRecordWire) =>
  row.intstatus === PARKING_STATUS.left ? <StatusPill tone="success" icon="bi-box-arrow-right" label={row.vcstatus} /> : <StatusPill tone="warning" icon="bi-p-circle" label={row.vcstatus} />;

const money = (amount: number | null) => (amount === null ? '-' : <span className="text-nowrap">{rupiah(amount)}</span>);
export const amountCell = (row: ParkingRecordWire) => money(row.decamount);

/** The recap's cells drawn otherwise than the file writes them: the status, the money and the notes. */
export const recapRenders: CellRenders<ParkingRecordWire> = {
  vcstatus: statusPill,
  decamount: amountCell,
  vcflag: (row) => <ParkingFlags vcflag={row.vcflag} />,
  decdifference: (row) => money(row.decdifference),
};
