import { labelsOf, registrationBody, type RegistrationWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { registrations } from '../../../i18n/registrations';
import { StatusBadge } from './StatusBadge';
import { ZonedTime } from '../../../ui/time/ZonedTime';

const t = registrations;
const label = labelsOf(registrationBody);

/** The request as the member sent it (or staff corrected it), and what was decided. */
export function RegistrationDetail({ registration: r }: { registration: RegistrationWire }) {
  const decided = r.intstatus !== 0;
  return (
    <DetailItems
      items={[
        { label: t.status, value: <StatusBadge status={r.intstatus} label={r.vcstatus} />, width: 4 },
        { label: t.date, value: <ZonedTime value={r.dtadd} style="dateTime" />, width: 4 },
        { label: t.member, value: `${r.vcmember} (${r.vcmember_phone})`, width: 4 },
        { label: label.vckode, value: <code className="fs-6 text-body">{r.vckode}</code>, width: 4 },
        { label: label.vcnama, value: r.vcnama, width: 8 },
        { label: label.intsex, value: r.vcjenis_kelamin, width: 4 },
        { label: label.vcalamat, value: r.vcalamat, width: 8 },
        { label: label.intsekolah, value: r.vcsekolah, width: 6 },
        { label: label.intkelas, value: r.vckelas, width: 6 },
        { label: label.intrute, value: r.vcrute, width: 6 },
        { label: label.intrute_titik_id, value: r.vcrute_titik, width: 6 },
        { label: label.vcnamaortuwali, value: r.vcnamaortuwali, width: 6 },
        { label: label.vctelportuwali, value: r.vctelportuwali, width: 6 },
        { label: label.vcnikortuwali, value: r.vcnikortuwali, width: 6 },
        ...(decided
          ? [
              { label: t.decidedBy, value: r.vcdecided_by, width: 6 },
              { label: t.decidedAt, value: r.dtdecided ? <ZonedTime value={r.dtdecided} style="dateTime" /> : '', width: 6 },
            ]
          : []),
        ...(r.intstatus === 2 ? [{ label: t.reason, value: r.vcreason }] : []),
      ]}
    />
  );
}
