import { CLASSES_API, LISTS_API, STUDENTS_API, labelsOf, NO_MEMBER, studentBody, type StudentWire } from '@halte/contract';
import { at } from '../../../api/endpoints';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import type { SelectFieldDef, Values } from '../../../ui/form/types';
import type { ListFilters } from '../../../ui/list/listFilters';
import { printCardAction } from '../../platform/print-card/openPrintCard';
import { StudentDetail } from './StudentDetail';
import { stopText } from './stopText';
import { routeStopsOf } from './routeStops';
import { students } from '../../../i18n/students';

const t = students;
const label = labelsOf(studentBody);

/** A school's classes, for its level; none until a school is chosen. */
export const classesOf = (values: Values) => (values.intsekolah ? at(CLASSES_API.ofSchool, { id: String(values.intsekolah) }) : null);

const schoolFilter: SelectFieldDef = {
  name: 'intsekolah',
  type: 'select',
  label: t.schoolFilter,
  placeholder: t.allSchools,
  searchable: true,
  choices: { endpoint: LISTS_API.school },
  // Another school has other classes.
  resets: ['intkelas'],
};

const classFilter: SelectFieldDef = {
  name: 'intkelas',
  type: 'select',
  label: t.classFilter,
  placeholder: t.allClasses,
  searchable: true,
  choices: { endpoint: classesOf },
  visible: (values) => !!values.intsekolah,
};

/** One school, then one of its classes: Data Siswa's and Laporan Siswa's filters. */
export const studentFilters: ListFilters = { selects: [schoolFilter, classFilter] };

/** The NISN as the lists show it. */
export const nisnCell = (s: StudentWire) => <code className="fs-6 text-body">{s.vckode}</code>;

type StudentForm = Pick<CrudDeclaration<StudentWire, typeof studentBody>, 'entity' | 'fields' | 'schema' | 'toBody' | 'renderDetail' | 'size' | 'describe'>;

/** The student's form, detail and delete question: Data Siswa's and Laporan Siswa's. */
export const studentForm: StudentForm = {
  entity: t.entity,
  fields: [
    { name: 'vckode', type: 'text', width: 4, autoComplete: 'off' },
    { name: 'vcnama', type: 'text', width: 8 },
    { name: 'intsex', type: 'select', width: 4 },
    { name: 'vcalamat', type: 'text', width: 8 },
    {
      name: 'intsekolah',
      type: 'select',
      searchable: true,
      width: 6,
      placeholder: t.chooseSchool,
      choices: { endpoint: LISTS_API.school },
      // Another school has other classes.
      resets: ['intkelas'],
    },
    {
      name: 'intkelas',
      type: 'select',
      searchable: true,
      width: 6,
      placeholder: t.chooseClass,
      choices: { endpoint: classesOf },
    },
    {
      name: 'intrute',
      type: 'select',
      searchable: true,
      width: 6,
      placeholder: t.chooseRoute,
      help: t.routeHelp,
      choices: { endpoint: LISTS_API.route },
      // Another route has other stops.
      resets: ['intrute_titik_id'],
    },
    { name: 'intrute_titik_id', type: 'select', searchable: true, width: 6, placeholder: t.chooseStop, help: t.stopHelp, choices: { endpoint: routeStopsOf(LISTS_API.routePoint) } },
    { name: 'vcnamaortuwali', type: 'text', width: 6 },
    { name: 'vctelportuwali', type: 'tel', width: 6 },
    { name: 'vcnikortuwali', type: 'text', width: 6, help: t.parentNikHelp },
  ],
  schema: studentBody,
  // The API takes the member link as text, "0" for none.
  toBody: (values) => ({ ...values, intuser_public_id: String(values.intuser_public_id ?? NO_MEMBER) }),
  renderDetail: (s) => <StudentDetail student={s} />,
  size: 'lg',
  describe: (s) => `${s.vckode} — ${s.vcnama}`,
};

export const studentsDeclaration: CrudDeclaration<StudentWire, typeof studentBody> = {
  ...studentForm,
  title: t.title,
  resource: STUDENTS_API,
  filters: studentFilters,
  columns: [
    { key: 'vckode', header: t.nisn, render: nisnCell },
    { key: 'vcnama', header: label.vcnama, cellClassName: 'fw-medium' },
    { key: 'vcalamat', header: label.vcalamat, cellClassName: 'text-body-secondary' },
    {
      key: 'vcsekolah',
      header: label.intsekolah,
      render: (s) => (
        <>
          <span className="d-block">{s.vcsekolah}</span>
          <small className="text-body-secondary">{s.vckelas}</small>
        </>
      ),
    },
    {
      key: 'vcrute_titik',
      header: label.intrute_titik_id,
      render: (s) => (
        <>
          <span className="d-block">{stopText(s)}</span>
          <small className="text-body-secondary">{s.vcrute}</small>
        </>
      ),
    },
  ],
  extraActions: [printCardAction('siswa', t.print)],
};
