import { NO_MEMBER, SEX_LABELS, studentBody, type StudentWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { choicesOf, type Values } from '../../ui/form/types';
import { printCardAction } from '../print-card/openPrintCard';
import { StudentDetail } from './StudentDetail';
import { students } from '../../i18n/students';

const t = students;

const SEX_CHOICES = choicesOf(SEX_LABELS);

/** A school's classes, for its level; none until a school is chosen. */
export const classesOf = (values: Values) => (values.intsekolah ? `/class/${String(values.intsekolah)}` : null);

export const studentsDeclaration: CrudDeclaration<StudentWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/students',
  columns: [
    { key: 'vckode', header: t.nisn, render: (s) => <code className="fs-6 text-body">{s.vckode}</code> },
    { key: 'vcnama', header: t.name, className: 'fw-medium' },
    { key: 'vcalamat', header: t.address, className: 'text-body-secondary' },
    {
      key: 'vcsekolah',
      header: t.school,
      render: (s) => (
        <>
          <span className="d-block">{s.vcsekolah}</span>
          <small className="text-body-secondary">{s.vckelas}</small>
        </>
      ),
    },
  ],
  extraActions: [printCardAction('siswa', t.print)],
  fields: [
    { name: 'vckode', label: t.nisnField, type: 'text', required: true, maxLength: 30, width: 4, autoComplete: 'off' },
    { name: 'vcnama', label: t.name, type: 'text', required: true, maxLength: 100, width: 8 },
    { name: 'intsex', label: t.sex, type: 'select', required: true, width: 4, choices: SEX_CHOICES },
    { name: 'vcalamat', label: t.address, type: 'text', required: true, maxLength: 300, width: 8 },
    {
      name: 'intsekolah',
      label: t.school,
      type: 'select',
      searchable: true,
      required: true,
      width: 6,
      placeholder: t.chooseSchool,
      choices: { endpoint: '/lists/school' },
      // Another school has other classes.
      resets: ['intkelas'],
    },
    {
      name: 'intkelas',
      label: t.classField,
      type: 'select',
      searchable: true,
      required: true,
      width: 6,
      placeholder: t.chooseClass,
      choices: { endpoint: classesOf },
    },
    { name: 'vcnamaortuwali', label: t.parentName, type: 'text', required: true, maxLength: 100, width: 6 },
    { name: 'vctelportuwali', label: t.parentPhone, type: 'tel', required: true, maxLength: 30, width: 6 },
    { name: 'vcnikortuwali', label: t.parentNik, type: 'text', maxLength: 16, width: 6, help: t.parentNikHelp },
  ],
  schema: studentBody,
  defaults: {
    vckode: '',
    vcnama: '',
    intsex: '',
    vcalamat: '',
    intsekolah: '',
    intkelas: '',
    vcnamaortuwali: '',
    vctelportuwali: '',
    vcnikortuwali: '',
    intuser_public_id: NO_MEMBER,
  },
  // The API takes the member link as text, "0" for none.
  toBody: (values) => ({ ...values, intuser_public_id: String(values.intuser_public_id ?? NO_MEMBER) }),
  renderDetail: (s) => <StudentDetail student={s} />,
  size: 'lg',
  describe: (s) => `${s.vckode} — ${s.vcnama}`,
};
