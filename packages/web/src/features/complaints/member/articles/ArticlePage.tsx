import { Link, useParams } from 'react-router-dom';
import { MEMBER_CONTENT_API, RICH_TEXT_HTML } from '@halte/contract';
import { PageSpinner } from '../../../../shell/PageSpinner';
import { SafeHtml } from '../../../../ui/SafeHtml';
import { dataUrlOf } from '../../../../ui/form/imageFile';
import { ZonedTime } from '../../../../ui/time/ZonedTime';
import { useMemberRecord } from '../useMemberQuery';
import { member } from '../../../../i18n/member';

const t = member.articles;

/** One article: its picture, title, date and content (sanitised again before it is shown). */
export default function ArticlePage() {
  const { uuid } = useParams();
  const article = useMemberRecord(MEMBER_CONTENT_API.article, uuid, 'uuid').data;
  return (
    <>
      <Link to="/warga/artikel" className="btn btn-link px-0 mb-2"><i className="bi bi-arrow-left me-1" aria-hidden="true" />{t.back}</Link>
      {!article ? (
        <PageSpinner />
      ) : (
        <article className="member-card">
          {dataUrlOf(article.vcgambar) && <img src={dataUrlOf(article.vcgambar)!} alt="" className="img-fluid rounded mb-3" />}
          <h1 className="h4">{article.vcnama}</h1>
          <p className="small text-body-secondary"><ZonedTime value={article.dtadd} style="date" /></p>
          <SafeHtml html={article.vcartikel} list={RICH_TEXT_HTML} className="member-article" />
        </article>
      )}
    </>
  );
}
