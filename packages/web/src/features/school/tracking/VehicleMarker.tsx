import { useMemo } from 'react';
import { Popup } from 'react-leaflet';
import { VEHICLE_STATE, vehicleStateOf, type VehicleLocationWire, type VehicleState } from '@halte/contract';
import { GlidingMarker } from '../../../ui/map/GlidingMarker';
import { vehicleIcon, type VehicleTone } from '../../../ui/map/leafletIcons';
import { tracking as t } from '../../../i18n/tracking';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import { NextStops } from './NextStops';

/** A vehicle that has reported at least once. */
export type Located = VehicleLocationWire & { declattitude: number; declongitude: number; dtwaktu: string };
export const hasPosition = (v: VehicleLocationWire): v is Located => v.declattitude !== null && v.declongitude !== null && v.dtwaktu !== null;

const TONES: Record<VehicleState, VehicleTone> = { 1: 'moving', 2: 'stopped', 3: 'no-signal' };
export const toneOf = (state: VehicleState) => TONES[state];

/** 'baru saja', '3 menit lalu'; '-' for a vehicle that never reported. */
export const ageOf = (time: string | null, now: number) => (time === null ? t.noPositionYet : t.ago(now - Date.parse(time)));

/** Name, plate, route, speed, state, how long ago it reported, and the stops ahead of its trip. */
function VehiclePopup({ vehicle, state, now }: { vehicle: Located; state: VehicleState; now: number }) {
  const { dateTime } = useZonedFormat();
  const p = t.popup;
  return (
    <dl className="vehicle-popup" data-testid="vehicle-popup">
      <dt>{p.name}</dt>
      <dd>{vehicle.vcnama}</dd>
      <dt>{p.plate}</dt>
      <dd>{vehicle.vcnopol}</dd>
      <dt>{p.route}</dt>
      <dd>{vehicle.vcrute}</dd>
      <dt>{p.speed}</dt>
      <dd>{t.speed(vehicle.deckecepatan)}</dd>
      <dt>{p.state}</dt>
      <dd><span className={`vehicle-dot vehicle-tone--${toneOf(state)}`} aria-hidden="true" /> {t.states[state]}</dd>
      <dt>{p.updated}</dt>
      <dd title={dateTime(vehicle.dtwaktu)}>{ageOf(vehicle.dtwaktu, now)}</dd>
      <NextStops vehicleId={vehicle.intid} />
    </dl>
  );
}

/** A vehicle on the live map, coloured by its state at `now`, gliding to each new position. */
export function VehicleMarker({ vehicle, now, selected }: { vehicle: Located; now: number; selected: boolean }) {
  const state = vehicleStateOf(vehicle, now);
  const heading = state === VEHICLE_STATE.moving ? vehicle.decarah : null;
  const icon = useMemo(() => vehicleIcon(vehicle.vcnopol, toneOf(state), heading, selected), [vehicle.vcnopol, state, heading, selected]);
  return (
    <GlidingMarker position={[vehicle.declattitude, vehicle.declongitude]} icon={icon} title={t.marker(vehicle.vcnopol, t.states[state])}>
      <Popup>
        <VehiclePopup vehicle={vehicle} state={state} now={now} />
      </Popup>
    </GlidingMarker>
  );
}
