import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../../../ui/toast/toast';
import { MEMBER_AUTH_API, memberSigninBody, type MemberSigninBody } from '@halte/contract';
import { DeclaredForm } from '../../../../ui/form/DeclaredForm';
import type { FieldDecl } from '../../../../ui/form/declaredFields';
import { memberApi } from '../session/memberClient';
import { setMemberSession, useMemberSession } from '../session/memberSession';
import { AuthCard } from './AuthCard';
import { member as t } from '../../../../i18n/member';
import { adoptAccountLanguage } from '../../../../ui/language/chooseLanguage';
import { saveMemberLanguage } from '../session/saveMemberLanguage';

const fields: FieldDecl<typeof memberSigninBody>[] = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
];

/** A parent signs in with e-mail or phone number and password. */
export default function SignInPage() {
  const session = useMemberSession();
  const navigate = useNavigate();
  if (session) return <Navigate to="/warga" replace />;

  const signIn = async (values: Record<string, unknown>) => {
    const answer = await memberApi.call(MEMBER_AUTH_API.signin, { body: values as MemberSigninBody }, { fieldErrors: true, toast: false });
    setMemberSession(answer);
    if (adoptAccountLanguage(answer.language, saveMemberLanguage, '/warga')) return;
    toast.success(t.signIn.welcome(answer.vcname));
    navigate('/warga', { replace: true });
  };

  return (
    <AuthCard title={t.signIn.title} subtitle={t.signIn.subtitle} question={t.signIn.noAccount} linkTo="/warga/daftar" linkLabel={t.signIn.toSignUp}>
      <DeclaredForm schema={memberSigninBody} fields={fields} onSubmit={signIn} submitLabel={t.signIn.submit} idPrefix="member-signin" label={t.signIn.title} />
    </AuthCard>
  );
}
