import { NO_MEMBER, SEX_LABELS, type Sex, type StudentBody, type StudentWire } from '@halte/contract';

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
  routeId: number | null;
  routeName: string | null;
  routePointId: number | null;
  routePointName: string | null;
}

/** The student form's own fields, which a parent's registration of a child has too. */
type PupilFields = Pick<StudentBody, 'vckode' | 'vcnama' | 'vcalamat' | 'intsex' | 'intsekolah' | 'intkelas' | 'vcnamaortuwali' | 'vctelportuwali' | 'vcnikortuwali'>;
type PupilRecord = Pick<StudentRecord, 'nisn' | 'fullName' | 'address' | 'sex' | 'schoolId' | 'schoolName' | 'schoolLevel' | 'classId' | 'className' | 'parentName' | 'parentPhone' | 'parentNik'>;

/** Those fields as the columns a student and a registration store them in. */
export const pupilColumns = (body: PupilFields) => ({
  nisn: body.vckode,
  fullName: body.vcnama,
  address: body.vcalamat,
  sex: body.intsex,
  schoolId: body.intsekolah,
  classId: body.intkelas,
  parentName: body.vcnamaortuwali,
  parentPhone: body.vctelportuwali,
  parentNik: body.vcnikortuwali,
});

/** Those fields on the wire, with the names of the school, its level and the class. */
export const pupilWire = (s: PupilRecord) => ({
  vckode: s.nisn,
  vcnama: s.fullName,
  vcalamat: s.address,
  intsex: s.sex as Sex,
  vcjenis_kelamin: SEX_LABELS[s.sex as Sex] ?? '',
  intsekolah: s.schoolId,
  vcsekolah: s.schoolName,
  intjenjangsekolah: s.schoolLevel,
  intkelas: s.classId,
  vckelas: s.className,
  vcnamaortuwali: s.parentName,
  vctelportuwali: s.parentPhone,
  vcnikortuwali: s.parentNik,
});

export const toStudentWire = (s: StudentRecord): StudentWire => ({
  intid: s.id,
  ...pupilWire(s),
  vcalamat_sekolah: s.schoolAddress,
  intuser_public_id: s.memberId ? String(s.memberId) : NO_MEMBER,
  intprint_card: s.cardPrinted ? 1 : 0,
  intrute: s.routeId,
  vcrute: s.routeName ?? '',
  intrute_titik_id: s.routePointId,
  vcrute_titik: s.routePointName ?? '',
});
