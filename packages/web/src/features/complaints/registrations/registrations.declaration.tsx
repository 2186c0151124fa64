import { choicesOf } from '../../../ui/form/types';
import { LISTS_API, REGISTRATIONS_API, registrationBody, type RegistrationWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import type { RowAction } from '../../../ui/list/types';
import { classesOf } from '../../school/students/students.declaration';
import { routeStopsOf } from '../../school/students/routeStops';
import { RegistrationDetail } from './RegistrationDetail';
import { StatusBadge } from './StatusBadge';
import { ZonedTime } from '../../../ui/time/ZonedTime';
import { registrations } from '../../../i18n/registrations';

const t = registrations;
const waiting = (r: RegistrationWire) => r.intstatus === 0;

/** The screen's list, detail and correction form; approving and rejecting are `decisions`, given by the page. */
export function registrationsDeclaration(decisions: { approve: (r: RegistrationWire) => void; reject: (r: RegistrationWire) => void }): CrudDeclaration<RegistrationWire, typeof registrationBody> {
  const extraActions: RowAction<RegistrationWire>[] = [
    { key: 'approve', label: t.approve, icon: 'bi-check-circle', tone: 'success', onClick: decisions.approve, hidden: (r) => !waiting(r) },
    { key: 'reject', label: t.reject, icon: 'bi-x-circle', tone: 'danger', onClick: decisions.reject, hidden: (r) => !waiting(r) },
  ];
  return {
    title: t.title,
    entity: t.entity,
    resource: REGISTRATIONS_API,
    filters: {
      selects: [{ name: 'status', type: 'select', label: t.statusFilter, placeholder: t.allStatuses, choices: choicesOf(t.statuses) }],
    },
    columns: [
      { key: 'dtadd', header: t.date, className: 'text-nowrap', render: (r) => <ZonedTime value={r.dtadd} style="date" /> },
      { key: 'vckode', header: t.nisn, render: (r) => <code className="fs-6 text-body">{r.vckode}</code> },
      {
        key: 'vcnama',
        header: t.child,
        render: (r) => (
          <>
            <span className="d-block fw-medium">{r.vcnama}</span>
            <small className="text-body-secondary">{r.vcsekolah} · {r.vckelas}</small>
          </>
        ),
      },
      { key: 'vcmember', header: t.member },
      { key: 'vcstatus', header: t.status, render: (r) => <StatusBadge status={r.intstatus} label={r.vcstatus} /> },
    ],
    actions: ['detail', 'edit'],
    hideAction: (action, r) => action === 'edit' && !waiting(r),
    extraActions,
    canAdd: false,
    fields: [
      { name: 'vckode', type: 'text', width: 4, autoComplete: 'off' },
      { name: 'vcnama', type: 'text', width: 8 },
      { name: 'intsex', type: 'select', width: 4 },
      { name: 'vcalamat', type: 'text', width: 8 },
      { name: 'intsekolah', type: 'select', searchable: true, width: 6, placeholder: t.chooseSchool, choices: { endpoint: LISTS_API.school }, resets: ['intkelas'] },
      { name: 'intkelas', type: 'select', searchable: true, width: 6, placeholder: t.chooseClass, choices: { endpoint: classesOf } },
      { name: 'intrute', type: 'select', searchable: true, width: 6, placeholder: t.chooseRoute, choices: { endpoint: LISTS_API.route }, resets: ['intrute_titik_id'] },
      { name: 'intrute_titik_id', type: 'select', searchable: true, width: 6, placeholder: t.chooseStop, choices: { endpoint: routeStopsOf(LISTS_API.routePoint) } },
      { name: 'vcnamaortuwali', type: 'text', width: 6 },
      { name: 'vctelportuwali', type: 'tel', width: 6 },
      { name: 'vcnikortuwali', type: 'text', width: 6 },
    ],
    schema: registrationBody,
    renderDetail: (r) => <RegistrationDetail registration={r} />,
    size: 'lg',
    describe: (r) => `${r.vckode} — ${r.vcnama}`,
  };
}

