import { useNow } from '../../../../ui/useNow';
import { PageSpinner } from '../../../../shell/PageSpinner';
import { MemberScreen } from '../MemberScreen';
import { ChildCard } from './ChildCard';
import { useChildren } from './useChildren';
import { member } from '../../../../i18n/member';

const t = member.children;

/** 'Anak Saya': every linked child and where the child's bus is, kept fresh while open. */
export default function ChildrenPage() {
  const children = useChildren();
  const now = useNow();
  return (
    <MemberScreen
      title={t.title}
      actions={[
        { to: '/warga/anak/daftar', label: t.register, icon: 'bi-person-plus', primary: true },
        { to: '/warga/pendaftaran', label: t.registrations, icon: 'bi-card-checklist' },
      ]}
    >
      {children.isLoading ? (
        <PageSpinner />
      ) : children.data?.length ? (
        <>
          {children.data.map((c) => <ChildCard key={c.intid} child={c} now={now} />)}
          <p className="text-body-secondary small text-center">{t.live}</p>
        </>
      ) : (
        <div className="member-card text-center">
          <p className="mb-1">{t.empty}</p>
          <p className="text-body-secondary small mb-0">{t.emptyHint}</p>
        </div>
      )}
    </MemberScreen>
  );
}
