import { Table } from 'react-bootstrap';
import type { AuditDetailWire, AuditRowWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import { admin } from '../../../i18n/admin';
import { ui } from '../../../i18n/ui';
import { actionLabel, fieldLabel, tableLabel } from './fieldLabels';
import { recordChanges, valueText, type ValueWords } from './recordChanges';

const t = admin.audit;

/** Who made the change: the user's name and username, or why there is none. */
export const authorText = (row: AuditRowWire) =>
  row.intuser_id === null ? t.noUser : row.vcuser ? `${row.vcuser} (${row.vcusername})` : t.deletedUser(row.intuser_id);

/** One audit row: who, when, what on which record, and the record's fields before and after side by side. */
export function AuditDetail({ entry }: { entry: AuditDetailWire }) {
  const zoned = useZonedFormat();
  const words: ValueWords = { yes: t.yes, no: t.no, none: ui.form.none, instant: (iso) => `${zoned.date(iso)} ${zoned.clockSeconds(iso)}` };
  const fields = recordChanges(entry.before, entry.after);
  const changed = fields.filter((f) => f.changed).length;
  return (
    <>
      <DetailItems
        items={[
          { label: t.time, value: words.instant(entry.dtat), width: 6 },
          { label: t.user, value: authorText(entry), width: 6 },
          { label: t.action, value: actionLabel(entry.vcaction), width: 4 },
          { label: t.table, value: tableLabel(entry.vcentity), width: 4 },
          { label: t.recordId, value: <span className="font-monospace">{entry.vcentity_id}</span>, width: 4 },
        ]}
      />
      <hr />
      {fields.length === 0 ? (
        <p className="text-body-secondary mb-0">{t.nothingKept}</p>
      ) : (
        <>
          {entry.before !== null && entry.after !== null && <p className="small text-body-secondary">{t.changedCount(changed)}</p>}
          <Table size="sm" bordered responsive className="align-middle mb-0 audit-changes" aria-label={`${t.before} / ${t.after}`}>
            <thead className="table-light">
              <tr>
                <th scope="col" style={{ width: '28%' }}>{t.field}</th>
                <th scope="col" style={{ width: '36%' }}>{t.before}</th>
                <th scope="col" style={{ width: '36%' }}>{t.after}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => {
                const label = fieldLabel(entry.vcentity, f.key);
                return (
                  <tr key={f.key} className={f.changed ? 'table-warning' : undefined} data-changed={f.changed || undefined}>
                    <th scope="row" className="fw-medium">
                      {f.changed && <i className="bi bi-pencil-fill text-warning-emphasis me-1" aria-hidden="true" />}
                      {label}
                      {f.changed && <span className="visually-hidden"> ({t.changed})</span>}
                      {label !== f.key && f.key && <small className="d-block text-body-secondary font-monospace fw-normal">{f.key}</small>}
                    </th>
                    <td className="text-break" style={{ whiteSpace: 'pre-wrap' }}>{valueText(f.before, words)}</td>
                    <td className={`text-break ${f.changed ? 'fw-semibold' : ''}`} style={{ whiteSpace: 'pre-wrap' }}>{valueText(f.after, words)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </>
      )}
    </>
  );
}
