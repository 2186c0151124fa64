import type { CardView } from './cards';
import { useQrDataUrl } from '../../../ui/qr/useQrDataUrl';
import { printCard } from '../../../i18n/print-card';

const t = printCard;

/** The ID-1 card (85.6 × 54 mm): issuer band, name, code, details and the code's QR. */
export function IdCard({ card }: { card: CardView }) {
  const qr = useQrDataUrl(card.code);
  return (
    <article className="id-card" aria-label={card.title}>
      <header className="id-card-band">
        <i className="bi bi-bus-front-fill id-card-logo" aria-hidden="true" />
        <div className="id-card-issuer">
          <div className="id-card-department">{card.department}</div>
          <div className="id-card-title">{card.title}</div>
        </div>
      </header>
      <div className="id-card-body">
        <div className="id-card-text">
          <div className="id-card-name">{card.name}</div>
          <div className="id-card-field">
            <span className="id-card-label">{card.codeLabel}</span>
            <span className="id-card-code">{card.code}</span>
          </div>
          {card.details.map((d) => (
            <div className="id-card-field" key={d.label}>
              <span className="id-card-label">{d.label}</span>
              <span className="id-card-value">{d.value || '-'}</span>
            </div>
          ))}
        </div>
        <div className="id-card-qr">{qr && <img src={qr} alt={t.qr(card.code)} />}</div>
      </div>
      <footer className="id-card-stripe" aria-hidden="true" />
    </article>
  );
}
