import { Navigate, useNavigate } from 'react-router-dom';
import { MEMBER_AUTH_API, memberSignupBody, type MemberSignupBody } from '@halte/contract';
import { DeclaredForm } from '../../../../ui/form/DeclaredForm';
import type { FieldDecl } from '../../../../ui/form/declaredFields';
import { memberApi } from '../session/memberClient';
import { setMemberSession, useMemberSession } from '../session/memberSession';
import { AuthCard } from './AuthCard';
import { member as t } from '../../../../i18n/member';
import { adoptAccountLanguage } from '../../../../ui/language/chooseLanguage';
import { saveMemberLanguage } from '../session/saveMemberLanguage';

const fields: FieldDecl<typeof memberSignupBody>[] = [
  { name: 'vcname', type: 'text', autoComplete: 'name' },
  { name: 'vcemail', type: 'email', autoComplete: 'email' },
  { name: 'vcphone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
];

/** A parent opens an account and is signed in with it straight away. */
export default function SignUpPage() {
  const session = useMemberSession();
  const navigate = useNavigate();
  if (session) return <Navigate to="/warga" replace />;

  const signUp = async (values: Record<string, unknown>) => {
    const body = values as MemberSignupBody;
    await memberApi.call(MEMBER_AUTH_API.signup, { body }, { fieldErrors: true });
    const answer = await memberApi.call(MEMBER_AUTH_API.signin, { body: { username: body.vcemail, password: body.password } }, { toast: false });
    setMemberSession(answer);
    if (adoptAccountLanguage(answer.language, saveMemberLanguage, '/warga')) return;
    navigate('/warga', { replace: true });
  };

  return (
    <AuthCard title={t.signUp.title} subtitle={t.signUp.subtitle} question={t.signUp.haveAccount} linkTo="/warga/masuk" linkLabel={t.signUp.toSignIn}>
      <DeclaredForm schema={memberSignupBody} fields={fields} onSubmit={signUp} submitLabel={t.signUp.submit} idPrefix="member-signup" label={t.signUp.title} />
    </AuthCard>
  );
}
