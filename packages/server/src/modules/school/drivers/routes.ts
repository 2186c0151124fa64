import type { FastifyInstance } from 'fastify';
import { DRIVERS_API, type DriverPrintWire, type DriverWire } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { registerCardPrint } from '../../../lib/reporting/card-print.js';
import { driversResource, markDriverCardPrinted } from './drivers.service.js';

/** `/employee`: drivers, their sign-in accounts and their cards. */
export default async function driverRoutes(app: FastifyInstance) {
  const { card, ...calls } = DRIVERS_API;
  registerCrud(app, driversResource, calls);

  // The print page calls POST once the card went to the printer.
  registerCardPrint(app, {
    resource: driversResource,
    calls: card,
    view: (d: DriverWire): DriverPrintWire => ({
      intid: d.intid,
      vcname: d.vcname,
      vccode_driver: d.vccode_driver,
      vcnip: d.vcnip,
      intprint_card: d.intprint_card,
      vcdepartment: app.config.departmentName,
    }),
    markPrinted: markDriverCardPrinted,
    message: 'Kartu ditandai sudah dicetak.',
  });
}
