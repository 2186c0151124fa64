import type { FastifyInstance } from 'fastify';
import { STUDENTS_API, type StudentCardWire, type StudentWire } from '@halte/contract';
import { registerCrud } from '../../../lib/data/crud.js';
import { registerCardPrint } from '../../../lib/reporting/card-print.js';
import { markStudentCardPrinted, studentsResource } from './students.service.js';

export const CARD_PRINTED = 'Kartu siswa ditandai sudah dicetak.';

/** `/students` CRUD and the card print page's read and mark calls. */
export default async function studentRoutes(app: FastifyInstance) {
  const { card, ...calls } = STUDENTS_API;
  registerCrud(app, studentsResource, calls);

  // The print page calls POST when the user prints, so the list can highlight printed cards.
  registerCardPrint(app, {
    resource: studentsResource,
    calls: card,
    view: (s: StudentWire): StudentCardWire => ({
      intid: s.intid,
      vcnama: s.vcnama,
      vckode: s.vckode,
      vcsekolah: s.vcsekolah,
      vckelas: s.vckelas,
      intprint_card: s.intprint_card,
      vcdepartment: app.config.departmentName,
    }),
    markPrinted: markStudentCardPrinted,
    message: CARD_PRINTED,
  });
}
