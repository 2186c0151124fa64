import { translate, type Language, type MemberAlertWire } from '@halte/contract';

/** A stored notice as far as its wire needs it. */
export interface AlertRow {
  id: number;
  studentId: number | null;
  kind: string;
  title: string;
  body: string;
  url: string;
  createdAt: Date;
  readAt: Date | null;
}

/** A notice in `language`: stored in Indonesian, its texts are translated as they are read. */
export const toAlertWire = (a: AlertRow, language: Language): MemberAlertWire => ({
  intid: a.id,
  vcjenis: a.kind,
  vcjudul: translate(a.title, language),
  vcisi: translate(a.body, language),
  vctautan: a.url,
  intsiswa: a.studentId,
  dtadd: a.createdAt.toISOString(),
  dibaca: a.readAt !== null,
});
