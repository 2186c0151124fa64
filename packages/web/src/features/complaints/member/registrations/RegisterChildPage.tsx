import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MEMBER_LISTS_API, MEMBER_REGISTRATIONS_API, registrationBody, type RegistrationBody } from '@halte/contract';
import { at } from '../../../../api/endpoints';
import type { FieldDecl } from '../../../../ui/form/declaredFields';
import type { Values } from '../../../../ui/form/types';
import { MemberFormScreen } from '../MemberScreen';
import { memberApi } from '../session/memberClient';
import { MY_REGISTRATIONS } from './useMyRegistrations';
import { routeStopsOf } from '../../../school/students/routeStops';
import { member } from '../../../../i18n/member';

const t = member.register;

/** A school's classes; none until a school is chosen. */
const classesOf = (values: Values) => (values.intsekolah ? at(MEMBER_LISTS_API.class, { id: String(values.intsekolah) }) : null);

// The student form's fields, one per row on a phone, the route the child is to ride and the stop they board at.
const fields: FieldDecl<typeof registrationBody>[] = [
  { name: 'vcnama', type: 'text' },
  { name: 'vckode', type: 'text', autoComplete: 'off' },
  { name: 'intsex', type: 'select' },
  { name: 'vcalamat', type: 'text', autoComplete: 'street-address' },
  { name: 'intsekolah', type: 'select', searchable: true, placeholder: t.chooseSchool, choices: { endpoint: MEMBER_LISTS_API.school }, resets: ['intkelas'] },
  { name: 'intkelas', type: 'select', searchable: true, placeholder: t.chooseClass, choices: { endpoint: classesOf } },
  { name: 'intrute', type: 'select', searchable: true, placeholder: t.chooseRoute, choices: { endpoint: MEMBER_LISTS_API.route }, resets: ['intrute_titik_id'] },
  { name: 'intrute_titik_id', type: 'select', searchable: true, placeholder: t.chooseStop, choices: { endpoint: routeStopsOf(MEMBER_LISTS_API.routePoint) } },
  { name: 'vcnamaortuwali', type: 'text', autoComplete: 'name' },
  { name: 'vctelportuwali', type: 'tel', autoComplete: 'tel' },
  { name: 'vcnikortuwali', type: 'text', autoComplete: 'off' },
];

/** 'Daftarkan Anak': the request staff approve into a student. */
export default function RegisterChildPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const send = async (values: Values) => {
    await memberApi.call(MEMBER_REGISTRATIONS_API.create, { body: values as RegistrationBody }, { fieldErrors: true });
    await client.invalidateQueries({ queryKey: MY_REGISTRATIONS });
    navigate('/warga/pendaftaran');
  };
  return <MemberFormScreen title={t.title} subtitle={t.subtitle} schema={registrationBody} fields={fields} onSubmit={send} submitLabel={t.submit} idPrefix="member-register" />;
}
