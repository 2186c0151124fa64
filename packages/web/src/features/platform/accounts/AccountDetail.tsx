import { labelsOf, memberUpdateBody, type MemberWire, translate } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { accounts } from '../../../i18n/accounts';

const t = accounts;
const label = labelsOf(memberUpdateBody);
const TONES = ['success', 'secondary', 'danger', 'warning', 'info', 'primary'];

/** The status in the colour the server gives (a Bootstrap colour name). */
export function StatusBadge({ account: m }: { account: Pick<MemberWire, 'vcstatus' | 'vcstatus_color'> }) {
  const tone = TONES.includes(m.vcstatus_color) ? m.vcstatus_color : 'secondary';
  return <span className={`badge rounded-pill bg-${tone}`}>{translate(m.vcstatus)}</span>;
}

export function AccountDetail({ account: m }: { account: MemberWire }) {
  return (
    <DetailItems
      items={[
        { label: label.vcname, value: m.vcname },
        { label: label.vcemail, value: m.vcemail, width: 6 },
        { label: label.vcphone, value: m.vcphone, width: 6 },
        { label: label.intactive, value: <StatusBadge account={m} />, width: 6 },
        { label: t.students, value: m.intjml_siswa, width: 6 },
      ]}
    />
  );
}
