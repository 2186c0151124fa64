import { Alert } from 'react-bootstrap';
import { useSession } from '../../../api/session';
import { driverConsole as text } from '../../../i18n/driver-console';
import { ui } from '../../../i18n/ui';
import { PageSpinner } from '../../../shell/PageSpinner';
import { ConsoleHeader } from '../../../ui/console/ConsoleHeader';
import { ConsoleLoadFailed } from '../../../ui/console/ConsoleLoadFailed';
import { useDriverMe, useTripChange } from './driverApi';
import { OutboxStatus } from '../../../ui/outbox/OutboxStatus';
import { PhoneApp } from '../../../ui/phone-app/PhoneApp';
import { TripPanel } from './TripPanel';
import { useGpsTracking } from './useGpsTracking';
import { useDriverOutbox } from './useOutbox';
import { VehiclePicker } from './VehiclePicker';
import './driver-console.scss';

/** /driver: the phone console a driver runs a trip from; the phone is also the bus's tracker. */
export default function DriverConsolePage() {
  const session = useSession()!;
  const me = useDriverMe();
  const { outbox, state, online } = useDriverOutbox(session.user_id);
  const current = me.data?.data.current ?? null;
  const gps = useGpsTracking(current?.intvehicle_id ?? null, outbox);
  const change = useTripChange();

  return (
    <div className="phone-console">
      <div className="phone-console__top">
        <ConsoleHeader icon="bus-front-fill" title={text.title} name={me.data?.data.driver.vcname ?? session.vcname} nameTestId="driver-name" waiting={state.items.length} />
        <OutboxStatus state={state} online={online} text={text.outbox} />
        <PhoneApp scope="driver" />
      </div>
      <main className="phone-console__main">
        {change.isSuccess && (
          <Alert variant="success" dismissible closeLabel={ui.form.close} onClose={() => change.reset()} className="mb-0" data-testid="trip-answer">
            {change.data.message}
          </Alert>
        )}
        {me.isPending ? (
          <PageSpinner />
        ) : me.isError ? (
          <ConsoleLoadFailed message={text.loadFailed} onRetry={() => void me.refetch()} />
        ) : current ? (
          <TripPanel key={current.intid} trip={current} outbox={outbox} queued={state.items} change={change} online={online} gps={gps} />
        ) : (
          <VehiclePicker me={me.data.data} change={change} />
        )}
      </main>
    </div>
  );
}
