import { Card, Col, Row, Spinner } from 'react-bootstrap';
import './profile.scss';
import { USERS_API, passwordChangeBody, profileBody, type PasswordChangeBody, type UserWire } from '@halte/contract';
import { api } from '../../../api/client';
import { useRecord, useSave } from '../../../api/queries';
import { patchSession, useSession } from '../../../api/session';
import { Avatar } from '../../../ui/Avatar';
import { DeclaredForm } from '../../../ui/form/DeclaredForm';
import { passwordFields, profileFields } from './profile.fields';
import { FormCard } from './FormCard';
import { ui } from '../../../i18n/ui';
import { admin } from '../../../i18n/admin';
import { languageSwitch } from '../../../i18n/language-switch';
import { LanguageSwitch } from '../../../ui/language/LanguageSwitch';
import { saveStaffLanguage } from '../../../shell/saveStaffLanguage';

const t = admin.profile;

/** user/profile: the signed-in user's name and contacts, and a password change. */
export default function ProfilePage() {
  const session = useSession();
  const userId = session?.user_id;
  const me = useRecord<UserWire>(USERS_API.get, userId);
  const save = useSave(USERS_API);

  const saveProfile = async (v: Record<string, unknown>) => {
    await save.mutateAsync({ id: userId, body: { vcname: v.vcname, email: v.email, phone: v.phone, user_id: userId } });
    patchSession({ vcname: String(v.vcname) });
  };
  const changePassword = (v: Record<string, unknown>) => api.call(USERS_API.password, { params: { id: userId! }, body: v as PasswordChangeBody }, { fieldErrors: true });

  if (!me.data) {
    return (
      <div className="text-center py-5 text-body-secondary" role="status">
        {me.isLoading && <><Spinner animation="border" variant="primary" className="mb-2" /><div>{ui.form.loading}</div></>}
      </div>
    );
  }
  const user = me.data;
  const name = session?.vcname ?? user.vcname;
  return (
    <Row className="g-3">
      <Col xs={12}>
        <Card className="border-0 shadow-sm overflow-hidden profile-banner">
          <div className="profile-cover" />
          <Card.Body className="d-flex align-items-center gap-3 pt-0">
            <Avatar
              name={name}
              className="profile-avatar rounded-circle bg-primary text-white d-flex align-items-center justify-content-center fw-semibold shadow"
            />
            <div className="pt-3">
              <h1 className="h5 mb-0">{name}</h1>
              <div className="text-body-secondary small">
                <i className="bi bi-person me-1" aria-hidden="true" />{user.vcusername}
                <span className="mx-2">·</span>
                <i className="bi bi-shield-lock me-1" aria-hidden="true" />{user.vcrole}
              </div>
            </div>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={7}>
        <FormCard title={t.settings} hint={t.settingsHint}>
          <DeclaredForm
            label={t.settings}
            idPrefix="profile"
            fields={profileFields}
            schema={profileBody}
            values={{ vcname: user.vcname, email: user.vcemail, phone: user.vcphone }}
            submitLabel={t.save}
            onSubmit={saveProfile}
          />
        </FormCard>
      </Col>
      <Col lg={7}>
        <FormCard title={languageSwitch.label} hint={languageSwitch.hint}>
          <LanguageSwitch save={saveStaffLanguage} />
        </FormCard>
      </Col>
      <Col lg={5}>
        <FormCard title={t.password} hint={t.passwordHint}>
          <DeclaredForm
            label={t.password}
            idPrefix="password"
            fields={passwordFields}
            schema={passwordChangeBody}
            submitLabel={t.changePassword}
            onSubmit={changePassword}
            resetAfter
          />
        </FormCard>
      </Col>
    </Row>
  );
}
