import { Badge } from 'react-bootstrap';
import { driverCreateBody, driverUpdateBody, type DriverWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import type { Values } from '../../ui/form/types';
import { printCardAction } from '../print-card/openPrintCard';
import { ui } from '../../i18n/ui';
import { drivers } from '../../i18n/drivers';

const t = drivers;
const hasAccount = (v: Values) => String(v.intfungsional) === '1';

export const driversDeclaration: CrudDeclaration<DriverWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/employee',
  columns: [
    { key: 'vccode_driver', header: t.code, render: (d) => <code className="fs-6 text-body">{d.vccode_driver}</code> },
    { key: 'vcnip', header: t.nip },
    {
      key: 'vcname',
      header: t.name,
      render: (d) => (
        <span className="fw-medium">
          {d.vcname}
          {d.intfungsional === 1 && (
            <Badge bg="success-subtle" text="success" pill className="ms-2 fw-normal" title={`${t.hasAccount}: ${d.vcusername}`}>
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
    { name: 'vccode_driver', label: t.code, type: 'text', required: true, maxLength: 30, width: 6 },
    { name: 'vcnip', label: t.nip, type: 'text', required: true, maxLength: 30, width: 6 },
    { name: 'vcname', label: t.name, type: 'text', required: true, maxLength: 100 },
    { name: 'vcphone', label: t.phoneField, type: 'tel', required: true, maxLength: 30 },
    { name: 'intfungsional', label: t.account, type: 'checkbox', values: [0, 1], help: t.accountHelp },
    { name: 'vcusername', label: t.username, type: 'text', required: true, maxLength: 50, width: 6, autoComplete: 'off', visible: hasAccount },
    {
      name: 'vcpassword',
      label: t.password,
      type: 'password',
      width: 6,
      visible: hasAccount,
      // On edit an empty password keeps the current one.
      required: (mode) => mode === 'add',
      help: (mode) => (mode === 'update' ? ui.form.passwordKeep : undefined),
    },
  ],
  schema: { add: driverCreateBody, update: driverUpdateBody },
  defaults: { vccode_driver: '', vcnip: '', vcname: '', vcphone: '', intfungsional: 0, vcusername: '', vcpassword: '' },
  describe: (d) => `${d.vccode_driver} — ${d.vcname}`,
};
