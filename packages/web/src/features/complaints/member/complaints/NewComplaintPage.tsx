import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { complaintBody, MEMBER_COMPLAINTS_API, type ComplaintBody } from '@halte/contract';
import type { FieldDecl } from '../../../../ui/form/declaredFields';
import { ImageField } from '../../../../ui/form/ImageField';
import type { Values } from '../../../../ui/form/types';
import { MemberFormScreen } from '../MemberScreen';
import { memberApi } from '../session/memberClient';
import { keyOf } from '../../../../api/endpoints';
import { member } from '../../../../i18n/member';

const t = member.complaints;

// The photo is checked here as in every image field (type by content, size) before it is sent.
const fields: FieldDecl<typeof complaintBody>[] = [
  { name: 'vcname', type: 'text' },
  { name: 'vcmessage', type: 'textarea', rows: 5 },
  { name: 'vcphoto', type: 'custom', component: ImageField },
];

/** 'Kirim Pengaduan': a title, the first message and perhaps a photo; it opens the conversation. */
export default function NewComplaintPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const send = async (values: Values) => {
    const body = { ...values, vcphoto: values.vcphoto || undefined } as ComplaintBody;
    const answer = await memberApi.call(MEMBER_COMPLAINTS_API.create, { body }, { fieldErrors: true });
    await client.invalidateQueries({ queryKey: keyOf(MEMBER_COMPLAINTS_API.list) });
    navigate(`/warga/pengaduan/${answer.data!.intid}`, { replace: true });
  };
  return <MemberFormScreen title={t.newTitle} subtitle={t.newSubtitle} schema={complaintBody} fields={fields} onSubmit={send} submitLabel={t.submit} idPrefix="member-complaint" />;
}
