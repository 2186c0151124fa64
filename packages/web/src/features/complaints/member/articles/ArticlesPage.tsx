import { Link } from 'react-router-dom';
import { MEMBER_CONTENT_API } from '@halte/contract';
import { ZonedTime } from '../../../../ui/time/ZonedTime';
import { MemberRows, MemberScreen } from '../MemberScreen';
import { useMemberList } from '../useMemberQuery';
import { member } from '../../../../i18n/member';

const t = member.articles;

/** 'Artikel': what staff published, newest first. */
export default function ArticlesPage() {
  const list = useMemberList(MEMBER_CONTENT_API.articles);
  return (
    <MemberScreen title={t.title}>
      <MemberRows rows={list.data} loading={list.isLoading} empty={t.empty}>
        {(a) => (
          <li key={a.vcuuid}>
            <Link to={`/warga/artikel/${a.vcuuid}`} className="member-card member-article-link">
              {a.vcgambar_url && <img src={a.vcgambar_url} alt="" className="member-article-link__image" loading="lazy" />}
              <span className="d-block fw-semibold">{a.vcnama}</span>
              <span className="d-block small text-body-secondary"><ZonedTime value={a.dtadd} style="date" /></span>
              <span className="d-block small mt-1">{a.vcdeskripsi}</span>
            </Link>
          </li>
        )}
      </MemberRows>
    </MemberScreen>
  );
}
