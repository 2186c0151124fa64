import { Alert } from 'react-bootstrap';
import { rupiah } from '@halte/contract';
import { jukirConsole as text } from '../../../i18n/jukir-console';
import { useQrDataUrl } from '../../../ui/qr/useQrDataUrl';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import type { Answer } from './useAttendant';

/** The last entry's answer: a check-in's ticket with its QR, a check-out's fee in large type, or why not. */
export function AnswerCard({ answer }: { answer: Answer }) {
  const f = useZonedFormat();
  const qr = useQrDataUrl(answer.kind === 'in' ? String(answer.ticket.intid) : undefined);
  if (answer.kind === 'refused' || answer.kind === 'saved') {
    return (
      <Alert variant={answer.kind === 'refused' ? 'danger' : 'info'} className="mb-0" data-testid="jukir-answer">
        <div className="fw-semibold">{answer.message}</div>
        {answer.plate && <div className="small">{answer.plate}</div>}
      </Alert>
    );
  }
  const { ticket } = answer;
  return (
    <section className={`jukir-answer jukir-answer--${answer.kind}`} data-testid="jukir-answer" aria-live="polite">
      <div className="jukir-answer__message">{answer.message}</div>
      <div className="jukir-answer__plate" data-testid="jukir-answer-plate">{ticket.vclicense_number}</div>
      <div className="small text-body-secondary">{ticket.vcvehicle_type} · {ticket.vclocation}</div>
      {answer.kind === 'out' ? (
        <>
          <div className="jukir-answer__label">{text.ticket.fee}</div>
          <div className="jukir-answer__fee" data-testid="jukir-fee">{rupiah(ticket.decamount ?? 0)}</div>
          <div className="small">{text.ticket.stay(f.clock(ticket.dtcheck_in), ticket.dtcheck_out ? f.clock(ticket.dtcheck_out) : '')}</div>
        </>
      ) : (
        <>
          {qr && <img className="jukir-answer__qr" src={qr} alt={text.ticket.qr(ticket.intid)} data-testid="jukir-ticket-qr" />}
          <div className="fw-semibold">{text.ticket.number(ticket.intid)}</div>
          <div className="small">{text.ticket.since(f.dateTime(ticket.dtcheck_in))}</div>
        </>
      )}
    </section>
  );
}
