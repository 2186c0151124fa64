import { NO_MEMBER, SEX_LABELS, type Sex, type StudentWire } from '@halte/contract';

export interface StudentRecord {
  id: number;
  nisn: string;
  fullName: string;
  address: string;
  sex: number;
  schoolId: number;
  schoolName: string;
  schoolAddress: string;
  schoolLevel: number;
  classId: number;
  className: string;
  parentName: string;
  parentPhone: string;
  parentNik: string;
  memberId: number | null;
  cardPrinted: boolean;
}

export const toStudentWire = (s: StudentRecord): StudentWire => ({
  intid: s.id,
  vckode: s.nisn,
  vcnama: s.fullName,
  vcalamat: s.address,
  intsex: s.sex as Sex,
  vcjenis_kelamin: SEX_LABELS[s.sex as Sex] ?? '',
  intsekolah: s.schoolId,
  vcsekolah: s.schoolName,
  vcalamat_sekolah: s.schoolAddress,
  intjenjangsekolah: s.schoolLevel,
  intkelas: s.classId,
  vckelas: s.className,
  vcnamaortuwali: s.parentName,
  vctelportuwali: s.parentPhone,
  vcnikortuwali: s.parentNik,
  intuser_public_id: s.memberId ? String(s.memberId) : NO_MEMBER,
  intprint_card: s.cardPrinted ? 1 : 0,
});
