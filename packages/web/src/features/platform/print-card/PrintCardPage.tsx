import { useEffect, useState } from 'react';
import './print-card.scss';
import { Badge, Button, Spinner } from 'react-bootstrap';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { screenOf } from '@halte/contract';
import { api } from '../../../api/client';
import { refreshOwn, useRead } from '../../../api/queries';
import { useAppConfig } from '../../../shell/appConfig';
import { cardViews } from './cards';
import { IdCard } from './IdCard';
import { CARD_KINDS, type CardKind } from './openPrintCard';
import { useAfterPrint } from './useAfterPrint';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { printCard } from '../../../i18n/print-card';

const t = printCard;
const isKind = (k: string | undefined): k is CardKind => !!k && Object.hasOwn(CARD_KINDS, k);

/**
 * /cetak/{pengemudi|siswa}/{id}: the card alone on the page (outside the shell), a 'Cetak'
 * button that opens the print dialog; once the dialog closes the user says whether the card
 * came out, and only then is it marked printed on the server.
 */
export default function PrintCardPage() {
  const { kind, id } = useParams();
  if (!isKind(kind) || !/^\d+$/.test(id ?? '')) return <Navigate to="/errors/404" replace />;
  return <PrintCard kind={kind} id={Number(id)} />;
}

function PrintCard({ kind, id }: { kind: CardKind; id: number }) {
  const { card: calls, screen } = CARD_KINDS[kind];
  const config = useAppConfig();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [marking, setMarking] = useState(false);
  const [asking, setAsking] = useState(false);
  const query = useRead(calls.read, { params: { id } });
  const view = query.data ? cardViews[kind](query.data.data as never) : undefined;
  const card = view && { ...view, department: view.department || config?.department_name || '' };

  useEffect(() => {
    if (card) document.title = `${t.title} — ${card.name}`;
  }, [card?.name]); // eslint-disable-line react-hooks/exhaustive-deps

  // A tab opened from the list closes; one opened on its own goes to the list instead.
  const close = () => {
    window.close();
    if (!window.closed) navigate(screenOf(screen)!.path);
  };

  useAfterPrint(() => {
    if (card) setAsking(true);
  });

  const markPrinted = async () => {
    setMarking(true);
    try {
      // The client shows the server's message as a toast.
      await api.call(calls.markPrinted, { params: { id } });
      await refreshOwn(client, calls.markPrinted);
    } catch {
      // The client has shown the error dialog.
    } finally {
      setMarking(false);
      setAsking(false);
    }
  };

  return (
    <main className="print-page">
      <section className="print-toolbar card shadow-sm border-0">
        <div className="card-body d-flex flex-wrap align-items-center gap-3">
          <div className="me-auto">
            <h1 className="h5 mb-1">{t.title}</h1>
            {card && (
              <Badge bg={card.printed ? 'success-subtle' : 'secondary-subtle'} text={card.printed ? 'success-emphasis' : 'secondary-emphasis'} pill className="print-status">
                <i className={`bi ${card.printed ? 'bi-check2-circle' : 'bi-circle'} me-1`} aria-hidden="true" />
                {card.printed ? t.printed : t.notPrinted}
              </Badge>
            )}
          </div>
          <Button variant="outline-secondary" onClick={close}>{t.close}</Button>
          <Button variant="primary" className="px-4" onClick={() => window.print()} disabled={!card || marking}>
            {marking ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : <i className="bi bi-printer me-2" aria-hidden="true" />}
            {marking ? t.printing : t.print}
          </Button>
        </div>
        <div className="card-footer bg-body small text-body-secondary">
          <i className="bi bi-info-circle me-1" aria-hidden="true" />{t.hint}
        </div>
      </section>
      <ConfirmDialog
        show={asking}
        question={t.askPrinted}
        subject={t.askPrintedHint}
        variant="primary"
        icon="bi-printer"
        yesLabel={t.markPrinted}
        noLabel={t.notPrintedYet}
        busy={marking}
        onYes={() => void markPrinted()}
        onNo={() => setAsking(false)}
      />
      <div className="print-stage">
        {card ? (
          <IdCard card={card} />
        ) : query.isError ? (
          <p className="text-body-secondary">{t.notFound}</p>
        ) : (
          <div className="text-body-secondary text-center" role="status">
            <Spinner animation="border" variant="primary" className="mb-2" />
            <div>{t.loading}</div>
          </div>
        )}
      </div>
    </main>
  );
}
