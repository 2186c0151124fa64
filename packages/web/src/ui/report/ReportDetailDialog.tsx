import { useId } from 'react';
import { Button, Modal, Spinner, Table } from 'react-bootstrap';
import type { OneResponse, ReportColumns } from '@halte/contract';
import { callSource } from '../../api/queries';
import { api } from '../../api/client';
import { keyOf, readsOf, type Source } from '../../api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { tableColumns } from './reportColumns';
import { cellClassOf } from '../list/types';
import { ui } from '../../i18n/ui';
import { StaticModal } from '../StaticModal';

interface ReportDetailDialogProps<Detail> {
  title: string;
  /** The call answering `{ data: Detail[] }`; null when closed. */
  endpoint: Source | null;
  columns: ReportColumns<Detail>;
  timeZone: string;
  onClose: () => void;
}

/** A report row's detail: its declared columns over the rows the detail call answers. */
export function ReportDetailDialog<Detail>({ title, endpoint, columns, timeZone, onClose }: ReportDetailDialogProps<Detail>) {
  const { data, isLoading } = useQuery({
    queryKey: endpoint ? [...keyOf(endpoint), 'detail'] : ['', 'detail'],
    queryFn: async ({ signal }) => (await callSource<OneResponse<Detail[]>>(api, endpoint!, {}, { signal })).data,
    meta: endpoint ? readsOf(endpoint) : undefined,
    enabled: !!endpoint,
  });
  const cols = tableColumns(columns, timeZone);
  const titleId = useId();
  return (
    <StaticModal show={!!endpoint} onHide={onClose} size="lg" centered scrollable aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={ui.form.close}>
        <Modal.Title as="h2" className="h5" id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        {isLoading ? (
          <div className="text-center py-5" role="status">
            <Spinner animation="border" variant="primary" />
            <div className="text-body-secondary mt-2">{ui.list.loading}</div>
          </div>
        ) : (
          <Table hover responsive className="align-middle mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col" className="text-center" style={{ width: '4rem' }}>{ui.list.no}</th>
                {cols.map((c) => <th scope="col" key={c.key} className={c.className}>{c.header}</th>)}
              </tr>
            </thead>
            <tbody>
              {(data ?? []).length === 0 ? (
                <tr><td colSpan={cols.length + 1} className="text-center py-4 text-body-secondary">{ui.report.detailEmpty}</td></tr>
              ) : (
                data!.map((row, i) => (
                  <tr key={i}>
                    <td className="text-center text-body-secondary">{i + 1}</td>
                    {cols.map((c) => <td key={c.key} className={cellClassOf(c)}>{c.render!(row)}</td>)}
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>{ui.form.close}</Button>
      </Modal.Footer>
    </StaticModal>
  );
}
