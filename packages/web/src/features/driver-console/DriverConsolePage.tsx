import { Alert, Button } from 'react-bootstrap';
import { useSession } from '../../api/session';
import { driverConsole as text } from '../../i18n/driver-console';
import { PageSpinner } from '../../shell/PageSpinner';
import { DriverHeader } from './DriverHeader';
import { useDriverMe, useTripChange } from './driverApi';
import { OutboxStatus } from './OutboxStatus';
import { TripPanel } from './TripPanel';
import { useGpsTracking } from './useGpsTracking';
import { useOutbox } from './useOutbox';
import { VehiclePicker } from './VehiclePicker';
import './driver-console.scss';

/** /driver: the phone console a driver runs a trip from; the phone is also the bus's tracker. */
export default function DriverConsolePage() {
  const session = useSession()!;
  const me = useDriverMe();
  const { outbox, state, online } = useOutbox(session.user_id);
  const current = me.data?.current ?? null;
  const gps = useGpsTracking(current?.intvehicle_id ?? null, outbox);
  const change = useTripChange();

  return (
    <div className="driver-console">
      <div className="driver-console__top">
        <DriverHeader name={me.data?.driver.vcname ?? session.vcname} />
        <OutboxStatus state={state} online={online} />
      </div>
      <main className="driver-console__main">
        {change.isSuccess && (
          <Alert variant="success" dismissible onClose={() => change.reset()} className="mb-0" data-testid="trip-answer">
            {change.data.message}
          </Alert>
        )}
        {me.isPending ? (
          <PageSpinner />
        ) : me.isError ? (
          <Alert variant="danger">
            <p>{text.loadFailed}</p>
            <Button variant="outline-danger" className="driver-touch" onClick={() => void me.refetch()}>{text.retry}</Button>
          </Alert>
        ) : current ? (
          <TripPanel key={current.intid} trip={current} outbox={outbox} queued={state.items} change={change} online={online} gps={gps} />
        ) : (
          <VehiclePicker me={me.data} change={change} />
        )}
      </main>
    </div>
  );
}
