import { labelsOf, studentBody, type StudentWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { students } from '../../../i18n/students';
import { stopText } from './stopText';

const t = students;
const label = labelsOf(studentBody);

/** A student with the school's address and the class, and whether the card is printed. */
export function StudentDetail({ student: s }: { student: StudentWire }) {
  const printed = s.intprint_card === 1;
  return (
    <DetailItems
      items={[
        { label: label.vckode, value: <code className="fs-6 text-body">{s.vckode}</code>, width: 4 },
        { label: label.vcnama, value: s.vcnama, width: 8 },
        { label: label.intsex, value: s.vcjenis_kelamin, width: 4 },
        { label: label.vcalamat, value: s.vcalamat, width: 8 },
        { label: label.intsekolah, value: s.vcsekolah, width: 8 },
        { label: label.intkelas, value: s.vckelas, width: 4 },
        { label: t.schoolAddress, value: s.vcalamat_sekolah },
        { label: label.intrute, value: s.vcrute, width: 6 },
        { label: label.intrute_titik_id, value: stopText(s), width: 6 },
        { label: label.vcnamaortuwali, value: s.vcnamaortuwali, width: 6 },
        { label: label.vctelportuwali, value: s.vctelportuwali, width: 6 },
        { label: label.vcnikortuwali, value: s.vcnikortuwali, width: 6 },
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
