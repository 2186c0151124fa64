import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { idParam, type StudentCardWire, type StudentWire } from '@halte/contract';
import { students } from '../../db/schema/index.js';
import { currentUser } from '../../auth/guard.js';
import { idOf, loadRecord, patchRecord, registerCrud } from '../../lib/crud.js';
import { STUDENTS_MENU, studentsResource } from './students.service.js';

export const CARD_PRINTED = 'Kartu siswa ditandai sudah dicetak.';

/** `/students` CRUD and the card print page's read and mark calls. */
export default async function studentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['student'];
  const access = { access: STUDENTS_MENU };
  registerCrud(app, studentsResource);

  const card = (s: StudentWire): StudentCardWire => ({
    intid: s.intid,
    vcnama: s.vcnama,
    vckode: s.vckode,
    vcsekolah: s.vcsekolah,
    vckelas: s.vckelas,
    intprint_card: s.intprint_card,
    vcdepartment: app.ctx.config.departmentName,
  });

  api.get('/students/:id/print', { config: access, schema: { tags, params: idParam } }, async (req) => ({
    data: card(await loadRecord(studentsResource, app.ctx.db, idOf(req))),
  }));

  // The print page calls this when the user prints, so the list can highlight printed cards.
  api.post('/students/:id/print', { config: access, schema: { tags, params: idParam } }, async (req) => {
    const printed = await patchRecord(app, studentsResource, idOf(req), currentUser(req), async (db, id) => {
      await db.update(students).set({ cardPrinted: true, updatedAt: sql`now()` }).where(eq(students.id, id));
    });
    return { message: CARD_PRINTED, data: card(printed) };
  });
}
