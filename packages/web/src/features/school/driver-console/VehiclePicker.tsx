import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import type { DriverMeWire } from '@halte/contract';
import { driverConsole as text } from '../../../i18n/driver-console';
import type { TripChanger } from './driverApi';

/** No trip runs: the driver picks a vehicle and starts. */
export function VehiclePicker({ me, change }: { me: DriverMeWire; change: TripChanger }) {
  const [chosen, setChosen] = useState<number | null>(null);
  if (me.vehicles.length === 0) return <Alert variant="info">{text.vehicle.none}</Alert>;

  return (
    <section aria-labelledby="driver-vehicles">
      <h2 id="driver-vehicles" className="phone-section-title">{text.vehicle.heading}</h2>
      <p className="text-body-secondary small mb-2">{text.vehicle.hint}</p>
      <div className="driver-vehicles" role="radiogroup" aria-labelledby="driver-vehicles">
        {me.vehicles.map((v) => (
          <label key={v.intid} className={`driver-vehicle${chosen === v.intid ? ' is-chosen' : ''}${v.running ? ' is-running' : ''}`}>
            <input
              type="radio"
              name="vehicle"
              className="form-check-input"
              value={v.intid}
              checked={chosen === v.intid}
              disabled={v.running}
              onChange={() => setChosen(v.intid)}
              aria-label={`${v.vcnama} ${v.vcnopol}`}
            />
            <span className="driver-vehicle__text">
              <span className="driver-vehicle__name">{v.vcnama} · {v.vcnopol}</span>
              <span className="driver-vehicle__route">{v.vcrute}{v.running && ` · ${text.vehicle.running}`}</span>
            </span>
          </label>
        ))}
      </div>
      <Button
        size="lg"
        className="w-100 phone-touch mt-3"
        disabled={chosen === null || change.isPending}
        onClick={() => chosen !== null && change.mutate({ action: 'start', vehicleId: chosen })}
      >
        {change.isPending ? <><Spinner size="sm" className="me-2" aria-hidden="true" />{text.vehicle.starting}</> : <><i className="bi bi-play-fill me-1" aria-hidden="true" />{text.vehicle.start}</>}
      </Button>
      {me.trips.length > 0 && <p className="text-body-secondary small mt-3 mb-0">{text.vehicle.todayTrips(me.trips.length)}</p>}
    </section>
  );
}
