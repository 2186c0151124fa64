import { StatusBadge } from '../../registrations/StatusBadge';
import { ZonedTime } from '../../../../ui/time/ZonedTime';
import { MemberRows, MemberScreen } from '../MemberScreen';
import { useMyRegistrations } from './useMyRegistrations';
import { member } from '../../../../i18n/member';

const t = member.registrations;

/** 'Pendaftaran Saya': what was asked and what staff decided, with the reason of a rejection. */
export default function MyRegistrationsPage() {
  const list = useMyRegistrations();
  return (
    <MemberScreen title={t.title} actions={[{ to: '/warga/anak/daftar', label: t.add, icon: 'bi-person-plus', primary: true }]}>
      <MemberRows rows={list.data} loading={list.isLoading} empty={t.empty}>
        {(r) => (
          <li key={r.intid} className="member-card" aria-label={r.vcnama}>
            <div className="d-flex justify-content-between align-items-start gap-2">
              <h2 className="h6 mb-1">{r.vcnama}</h2>
              <StatusBadge status={r.intstatus} label={r.vcstatus} />
            </div>
            <p className="small text-body-secondary mb-1">{r.vcsekolah} · {r.vckelas}</p>
            <p className="small mb-1">
              {t.route}: {r.vcrute}
              {r.vcrute_titik ? ` · ${t.stop}: ${r.vcrute_titik}` : ''}
            </p>
            <p className="small text-body-secondary mb-0">{t.sent} <ZonedTime value={r.dtadd} style="date" /></p>
            {r.vcreason && <p className="small text-danger-emphasis mt-2 mb-0"><strong>{t.reason}:</strong> {r.vcreason}</p>}
          </li>
        )}
      </MemberRows>
    </MemberScreen>
  );
}
