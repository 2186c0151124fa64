import type { FastifyInstance } from 'fastify';
import { driverPrintWire, driverWire, type DriverPrintWire, type DriverWire } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { registerCardPrint } from '../../../lib/reporting/card-print.js';
import { driversResource, markDriverCardPrinted } from './drivers.service.js';

/** `/employee`: drivers, their sign-in accounts and their cards. */
export default async function driverRoutes(app: FastifyInstance) {
  registerCrud(app, driversResource, { record: driverWire });

  // The print page calls POST once the card went to the printer.
  registerCardPrint(app, {
    resource: driversResource,
    view: (d: DriverWire): DriverPrintWire => ({
      intid: d.intid,
      vcname: d.vcname,
      vccode_driver: d.vccode_driver,
      vcnip: d.vcnip,
      intprint_card: d.intprint_card,
      vcdepartment: app.config.departmentName,
    }),
    card: driverPrintWire,
    markPrinted: markDriverCardPrinted,
    message: 'Kartu ditandai sudah dicetak.',
  });
}
