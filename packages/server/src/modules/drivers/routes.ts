import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { idParam, type DriverPrintWire, type DriverWire } from '@halte/contract';
import { drivers } from '../../db/schema/index.js';
import { currentUser } from '../../auth/guard.js';
import { idOf, loadRecord, patchRecord, registerCrud } from '../../lib/crud.js';
import { DRIVERS_MENU, driversResource } from './drivers.service.js';

/** `/employee`: drivers, their sign-in accounts and their cards. */
export default async function driverRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const opts = { config: { access: DRIVERS_MENU }, schema: { tags: ['driver'], params: idParam } };
  registerCrud(app, driversResource);

  const printView = (d: DriverWire): DriverPrintWire => ({
    intid: d.intid,
    vcname: d.vcname,
    vccode_driver: d.vccode_driver,
    vcnip: d.vcnip,
    intprint_card: d.intprint_card,
    vcdepartment: app.ctx.config.departmentName,
  });

  api.get('/employee/:id/print', opts, async (req) => ({
    data: printView(await loadRecord(driversResource, app.ctx.db, idOf(req))),
  }));

  // The print page calls this once the card went to the printer.
  api.post('/employee/:id/print', opts, async (req) => {
    const printed = await patchRecord(app, driversResource, idOf(req), currentUser(req), async (db, id) => {
      await db.update(drivers).set({ cardPrinted: true, updatedAt: sql`now()` }).where(eq(drivers.id, id));
    });
    return { message: 'Kartu ditandai sudah dicetak.', data: printView(printed) };
  });
}
