import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { complaintBody, type MemberConversationWire, type MessageResponse } from '@halte/contract';
import type { FieldDecl } from '../../../../ui/form/declaredFields';
import { ImageField } from '../../../../ui/form/ImageField';
import type { Values } from '../../../../ui/form/types';
import { MemberFormScreen } from '../MemberScreen';
import { memberApi } from '../session/memberClient';
import { MY_COMPLAINTS } from './ComplaintsPage';
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
    const body = { ...values, vcphoto: values.vcphoto || undefined };
    const answer = await memberApi.post<MessageResponse<MemberConversationWire>>(MY_COMPLAINTS, body, { fieldErrors: true });
    await client.invalidateQueries({ queryKey: [MY_COMPLAINTS] });
    navigate(`/warga/pengaduan/${answer.data!.intid}`, { replace: true });
  };
  return <MemberFormScreen title={t.newTitle} subtitle={t.newSubtitle} schema={complaintBody} fields={fields} onSubmit={send} submitLabel={t.submit} idPrefix="member-complaint" />;
}
