import { useState } from 'react';
import { Button, ProgressBar, Spinner } from 'react-bootstrap';
import { toast } from '../toast/toast';
import { downloadFile } from '../../api/download';
import type { Source } from '../../api/endpoints';
import { ui } from '../../i18n/ui';

interface ExportButtonProps {
  /** The file's endpoint. */
  path: Source;
  query: Record<string, string | undefined>;
}

/** `Unduh Excel`: the report's file for the filters on screen, with the bytes received while it comes. */
export function ExportButton({ path, query }: ExportButtonProps) {
  const [received, setReceived] = useState<number | null>(null);
  const start = async () => {
    setReceived(0);
    try {
      const name = await downloadFile(path, query, setReceived);
      toast.success(ui.report.downloaded(name));
    } catch {
      // Shown by the download itself, as every call's refusal is.
    } finally {
      setReceived(null);
    }
  };
  const busy = received !== null;
  return (
    <div className="d-flex align-items-center gap-2">
      <Button variant="success" className="text-nowrap" onClick={() => void start()} disabled={busy}>
        {busy ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />}
        {busy ? ui.report.downloading : ui.report.download}
      </Button>
      {busy && (
        <div className="small text-body-secondary text-nowrap" role="status" style={{ minWidth: '9rem' }}>
          <ProgressBar animated now={100} style={{ height: '0.35rem' }} className="mb-1" />
          {ui.report.received(received)}
        </div>
      )}
    </div>
  );
}
