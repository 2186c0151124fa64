import { cardEndpoints } from '../../card-endpoints.js';
import { crudEndpoints, endpoint } from '../../endpoint.js';
import { driverCreateBody, driverPrintWire, driverUpdateBody, driverWire } from '../../drivers.js';

const reads = ['drivers', 'users'] as const;
const card = cardEndpoints({ path: '/employee', tag: 'driver', access: ['master.drivers'], card: driverPrintWire });

/** Data Pengemudi (`/employee`): drivers with their sign-in accounts, and each driver's card for the print page. */
export const DRIVERS_API = {
  ...crudEndpoints({
    path: '/employee', tag: 'driver', access: ['master.drivers'], record: driverWire,
    createBody: driverCreateBody, updateBody: driverUpdateBody, reads: ['drivers', 'users'],
  }),
  /** The card: read for the print page, marked printed once it went to the printer. */
  card: { read: endpoint({ ...card.read, reads }), markPrinted: endpoint({ ...card.markPrinted, reads }) },
};
