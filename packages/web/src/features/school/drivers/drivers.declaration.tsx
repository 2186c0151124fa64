import { Badge } from 'react-bootstrap';
import { DRIVERS_API, driverCreateBody, driverUpdateBody, labelsOf, type DriverWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import type { Values } from '../../../ui/form/types';
import { printCardAction } from '../../platform/print-card/openPrintCard';
import { ui } from '../../../i18n/ui';
import { drivers } from '../../../i18n/drivers';

const t = drivers;
const label = labelsOf(driverCreateBody);
const hasAccount = (v: Values) => String(v.intfungsional) === '1';

export const driversDeclaration: CrudDeclaration<DriverWire, typeof driverCreateBody> = {
  title: t.title,
  entity: t.entity,
  resource: DRIVERS_API,
  columns: [
    { key: 'vccode_driver', header: label.vccode_driver, render: (d) => <code className="fs-6 text-body">{d.vccode_driver}</code> },
    { key: 'vcnip', header: label.vcnip },
    {
      key: 'vcname',
      header: label.vcname,
      render: (d) => (
        <span className="fw-medium">
          {d.vcname}
          {d.intfungsional === 1 && (
            <Badge bg="success-subtle" text="success-emphasis" pill className="ms-2 fw-normal" title={`${t.hasAccount}: ${d.vcusername}`}>
              <i className="bi bi-person-check me-1" aria-hidden="true" />{d.vcusername}
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'vcphone', header: t.phone },
  ],
  extraActions: [printCardAction('pengemudi', t.print)],
  fields: [
    { name: 'vccode_driver', type: 'text', width: 6 },
    { name: 'vcnip', type: 'text', width: 6 },
    { name: 'vcname', type: 'text' },
    { name: 'vcphone', type: 'tel' },
    { name: 'intfungsional', type: 'checkbox', values: [0, 1], help: t.accountHelp },
    { name: 'vcusername', type: 'text', width: 6, autoComplete: 'off', visible: hasAccount },
    // On edit an empty password keeps the current one.
    { name: 'vcpassword', type: 'password', width: 6, visible: hasAccount, help: (mode) => (mode === 'update' ? ui.form.passwordKeep : undefined) },
  ],
  schema: { add: driverCreateBody, update: driverUpdateBody },
  describe: (d) => `${d.vccode_driver} — ${d.vcname}`,
};
