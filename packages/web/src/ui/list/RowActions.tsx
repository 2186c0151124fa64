import { Button } from 'react-bootstrap';
import type { RowAction } from './types';

/** A row's icon buttons (detail, edit, delete…), each named for screen readers and on hover. */
export function RowActions<T>({ row, actions }: { row: T; actions: RowAction<T>[] }) {
  return (
    <div className="d-inline-flex gap-1 row-actions">
      {actions.filter((a) => !a.hidden?.(row)).map((a) => {
        const active = a.active?.(row);
        return (
          <Button
            key={a.key}
            size="sm"
            variant={active ? a.tone ?? 'primary' : 'link'}
            className={`btn-icon ${active ? '' : `text-${a.tone ?? 'secondary'}`}`}
            title={a.label}
            aria-label={a.label}
            onClick={() => a.onClick(row)}
          >
            <i className={`bi ${a.icon}`} aria-hidden="true" />
          </Button>
        );
      })}
    </div>
  );
}
