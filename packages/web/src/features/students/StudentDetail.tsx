import type { StudentWire } from '@halte/contract';
import { DetailItems } from '../../ui/DetailItems';
import { students } from '../../i18n/students';

const t = students;

/** A student with the school's address and the class, and whether the card is printed. */
export function StudentDetail({ student: s }: { student: StudentWire }) {
  const printed = s.intprint_card === 1;
  return (
    <DetailItems
      items={[
        { label: t.nisnField, value: <code className="fs-6 text-body">{s.vckode}</code>, width: 4 },
        { label: t.name, value: s.vcnama, width: 8 },
        { label: t.sex, value: s.vcjenis_kelamin, width: 4 },
        { label: t.address, value: s.vcalamat, width: 8 },
        { label: t.school, value: s.vcsekolah, width: 8 },
        { label: t.classField, value: s.vckelas, width: 4 },
        { label: t.schoolAddress, value: s.vcalamat_sekolah },
        { label: t.parentName, value: s.vcnamaortuwali, width: 6 },
        { label: t.parentPhone, value: s.vctelportuwali, width: 6 },
        { label: t.parentNik, value: s.vcnikortuwali, width: 6 },
        {
          label: t.card,
          width: 6,
          value: (
            <span className={`badge rounded-pill ${printed ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}>
              <i className={`bi ${printed ? 'bi-check2-circle' : 'bi-hourglass'} me-1`} aria-hidden="true" />
              {printed ? t.cardPrinted : t.cardNotPrinted}
            </span>
          ),
        },
      ]}
    />
  );
}
