import { PageSpinner } from '../../../../shell/PageSpinner';
import { MemberScreen } from '../MemberScreen';
import { memberAlerts } from '../../../../i18n/member-alerts';
import { AlertSettingsForm } from './AlertSettingsForm';
import { DeviceSection } from './DeviceSection';
import { useAlertSettings, useChildNames } from './useAlertSettings';

/** 'Pengaturan Notifikasi': pushes on this phone, and what each child's alerts tell. */
export default function AlertSettingsPage() {
  const { settings, save } = useAlertSettings();
  const names = useChildNames();
  return (
    <MemberScreen title={memberAlerts.settings.title}>
      <DeviceSection />
      {settings.isLoading || names.isLoading ? <PageSpinner /> : settings.data && <AlertSettingsForm settings={settings.data} names={names.data} save={save} />}
    </MemberScreen>
  );
}
