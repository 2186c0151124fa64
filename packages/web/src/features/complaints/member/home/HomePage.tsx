import { Carousel } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { MEMBER_CONTENT_API } from '@halte/contract';
import { useMemberList } from '../useMemberQuery';
import { member } from '../../../../i18n/member';
import { memberAlerts } from '../../../../i18n/member-alerts';
import { ALERT_SETTINGS_PATH, NOTICES_PATH } from '../alerts/paths';
import { UnreadBadge } from '../alerts/UnreadBadge';
import { useUnreadNotices } from '../alerts/useUnreadNotices';

const t = member.home;

const SHORTCUTS = [
  { to: '/warga/anak', label: t.children, icon: 'bi-geo-alt' },
  { to: '/warga/anak/daftar', label: t.register, icon: 'bi-person-plus' },
  { to: '/warga/pendaftaran', label: t.registrations, icon: 'bi-card-checklist' },
  { to: '/warga/pengaduan/baru', label: t.complaint, icon: 'bi-megaphone' },
  { to: '/warga/pengaduan', label: t.complaints, icon: 'bi-chat-dots' },
  { to: '/warga/artikel', label: t.articles, icon: 'bi-newspaper' },
  { to: NOTICES_PATH, label: memberAlerts.notices.title, icon: 'bi-bell', unread: true },
  { to: ALERT_SETTINGS_PATH, label: memberAlerts.settings.shortcut, icon: 'bi-sliders' },
];

/** The member's home: the published slider pictures and large shortcuts to every task. */
export default function HomePage() {
  const slides = useMemberList(MEMBER_CONTENT_API.sliders, 10).data ?? [];
  const unread = useUnreadNotices();
  return (
    <>
      {slides.length > 0 && (
        <section aria-label={t.slides} className="member-slides">
          <Carousel
            indicators={slides.length > 1}
            controls={slides.length > 1}
            interval={6000}
            prevLabel={t.previousSlide}
            nextLabel={t.nextSlide}
            indicatorLabels={slides.map((_, i) => t.slide(i + 1))}
          >
            {slides.map((s) => (
              <Carousel.Item key={s.intid}>
                {s.vcimage_url ? <img src={s.vcimage_url} alt={s.vcnama} className="member-slides__image" /> : <div className="member-slides__image member-slides__image--empty" />}
                <Carousel.Caption>
                  <h2 className="h6 mb-0">{s.vcnama}</h2>
                  {s.vcdeskripsi && <p className="small mb-0">{s.vcdeskripsi}</p>}
                </Carousel.Caption>
              </Carousel.Item>
            ))}
          </Carousel>
        </section>
      )}
      <h1 className="h5 mt-3">{t.shortcuts}</h1>
      <nav className="member-shortcuts" aria-label={t.shortcuts}>
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to} className="member-shortcuts__item">
            <i className={`bi ${s.icon}`} aria-hidden="true" />
            <span>{s.label}</span>
            {s.unread && <UnreadBadge count={unread} />}
          </Link>
        ))}
      </nav>
    </>
  );
}
