import { Button, Form } from 'react-bootstrap';
import { EXACT_TOTAL_UP_TO, PAGE_SIZES } from '@halte/contract';
import { ui } from '../../i18n/ui';

interface PaginationProps {
  page: number;
  pageTotal: number;
  limit: number;
  length: number;
  /** False when `length` is a lower bound: the summary says 'more than' and the page count is not shown. */
  exact?: boolean;
  busy?: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Rows per page ('10 Baris'…), the range shown, and Sebelumnya / Selanjutnya. */
export function Pagination({ page, pageTotal, limit, length, exact = true, busy, onPage, onLimit }: PaginationProps) {
  const from = length === 0 ? 0 : limit * (page - 1) + 1;
  const to = Math.min(length, limit * page);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div className="d-flex align-items-center gap-3">
        <Form.Select size="sm" value={limit} onChange={(e) => onLimit(Number(e.target.value))} aria-label={ui.list.rowsLabel} className="w-auto">
          {PAGE_SIZES.map((n) => <option key={n} value={n}>{ui.list.rows(n)}</option>)}
        </Form.Select>
        <span className="small text-body-secondary">{length === 0 ? null : exact ? ui.list.summary(from, to, length) : ui.list.summaryAtLeast(from, to, EXACT_TOTAL_UP_TO)}</span>
      </div>
      <div className="d-flex align-items-center gap-2">
        <span className="small text-body-secondary me-1">{exact ? ui.list.pageOf(page, pageTotal) : ui.list.pageOfAtLeast(page)}</span>
        <Button size="sm" variant="outline-primary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          <i className="bi bi-chevron-left me-1 flip-rtl" aria-hidden="true" />{ui.list.previous}
        </Button>
        <Button size="sm" variant="outline-primary" disabled={busy || page >= pageTotal} onClick={() => onPage(page + 1)}>
          {ui.list.next}<i className="bi bi-chevron-right ms-1 flip-rtl" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
