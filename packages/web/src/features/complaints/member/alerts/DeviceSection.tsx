import { Alert, Button, Spinner } from 'react-bootstrap';
import { memberAlerts } from '../../../../i18n/member-alerts';
import type { DeviceState } from './devicePush';
import { useDevicePush } from './useDevicePush';

const t = memberAlerts.settings;

const LOOK: Record<DeviceState, { icon: string; text: string; tone: string }> = {
  on: { icon: 'bi-bell-fill', text: t.on, tone: 'text-success' },
  off: { icon: 'bi-bell-slash', text: t.off, tone: 'text-body-secondary' },
  blocked: { icon: 'bi-slash-circle', text: t.blocked, tone: 'text-danger-emphasis' },
  unsupported: { icon: 'bi-phone', text: t.unsupported, tone: 'text-body-secondary' },
};

/** `Perangkat ini`: whether this phone receives pushes, and the one button that changes it. */
export function DeviceSection() {
  const { state, busy, failure, enable, disable } = useDevicePush();
  const look = state && LOOK[state];
  return (
    <section className="member-card" aria-labelledby="alerts-device" aria-busy={busy || !state}>
      <h2 className="h6" id="alerts-device">{t.device}</h2>
      <p className="small text-body-secondary">{t.deviceHint}</p>
      <p className={`fw-medium ${look?.tone ?? ''}`} role="status" data-testid="device-state" data-state={state ?? 'checking'}>
        {look ? <><i className={`bi ${look.icon} me-2`} aria-hidden="true" />{look.text}</> : t.checking}
      </p>
      {state === 'blocked' && <p className="small">{t.unblock}</p>}
      {state === 'unsupported' && <p className="small">{t.unsupportedHint}</p>}
      {failure && <Alert variant="danger" className="small" role="alert">{t[failure]}</Alert>}
      {state === 'off' && (
        <Button className="w-100" onClick={() => void enable()} disabled={busy}>
          {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : <i className="bi bi-bell me-2" aria-hidden="true" />}
          {t.enable}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outline-danger" className="w-100" onClick={() => void disable()} disabled={busy}>
          {busy ? <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" /> : <i className="bi bi-bell-slash me-2" aria-hidden="true" />}
          {t.disable}
        </Button>
      )}
    </section>
  );
}
