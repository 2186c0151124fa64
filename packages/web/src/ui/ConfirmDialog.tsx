import type { ReactNode } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { ui } from '../i18n/ui';
import { StaticModal } from './StaticModal';

interface ConfirmDialogProps {
  show: boolean;
  /** The question, e.g. 'Data akan dihapus ?'. */
  question: string;
  /** What it is about, shown under the question. */
  subject?: ReactNode;
  busy?: boolean;
  variant?: 'danger' | 'primary' | 'warning';
  icon?: string;
  /** Button texts other than 'Ya' and 'Tidak'. */
  yesLabel?: string;
  noLabel?: string;
  onYes: () => void;
  onNo: () => void;
}

/** A static yes/no question: 'Tidak' closes, only 'Ya' acts. */
export function ConfirmDialog({ show, question, subject, busy, variant = 'danger', icon = 'bi-exclamation-triangle', yesLabel = ui.form.yes, noLabel = ui.form.no, onYes, onNo }: ConfirmDialogProps) {
  return (
    <StaticModal show={show} onHide={onNo} centered size="sm" aria-labelledby="confirm-question">
      <Modal.Body className="text-center p-4">
        <div className={`text-${variant} display-5 mb-2`} aria-hidden="true"><i className={`bi ${icon}`} /></div>
        <h5 id="confirm-question" className="mb-1">{question}</h5>
        {subject && <p className="text-body-secondary mb-0 text-break">{subject}</p>}
        <div className="d-flex justify-content-center gap-2 mt-4">
          <Button variant="outline-secondary" onClick={onNo} disabled={busy} className="px-4">{noLabel}</Button>
          <Button variant={variant} onClick={onYes} disabled={busy} className="px-4">
            {busy && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
            {yesLabel}
          </Button>
        </div>
      </Modal.Body>
    </StaticModal>
  );
}
