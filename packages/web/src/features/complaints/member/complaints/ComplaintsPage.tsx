import { Link } from 'react-router-dom';
import { MEMBER_COMPLAINTS_API } from '@halte/contract';
import { ZonedTime } from '../../../../ui/time/ZonedTime';
import { MemberRows, MemberScreen } from '../MemberScreen';
import { useMemberList } from '../useMemberQuery';
import { ComplaintStatus } from './ComplaintStatus';
import { member } from '../../../../i18n/member';

const t = member.complaints;

/** 'Pengaduan Saya': the member's conversations, the latest activity first; each opens its chat. */
export default function ComplaintsPage() {
  const list = useMemberList(MEMBER_COMPLAINTS_API.list);
  return (
    <MemberScreen title={t.title} actions={[{ to: '/warga/pengaduan/baru', label: t.add, icon: 'bi-megaphone', primary: true }]}>
      <MemberRows rows={list.data} loading={list.isLoading} empty={t.empty}>
        {(c) => (
          <li key={c.intid}>
            <Link to={`/warga/pengaduan/${c.intid}`} className="member-card member-complaint-link">
              <span className="d-flex justify-content-between align-items-start gap-2">
                <span className="fw-semibold">{c.vcname}</span>
                <ComplaintStatus status={c.intstatus} label={c.vcstatus} />
              </span>
              <span className="d-block small text-body-secondary">{c.vccode} · <ZonedTime value={c.dtlast_message} style="dateTime" /></span>
              <span className="d-block small">{t.operator}: {c.vcoperator || t.noOperator}</span>
            </Link>
          </li>
        )}
      </MemberRows>
    </MemberScreen>
  );
}
