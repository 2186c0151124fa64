import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Marker, Polyline } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';
import { MOVING_KMH, VEHICLE_LOCATION_API, type PathPointWire } from '@halte/contract';
import { MapView } from '../../../ui/map/MapView';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import { endpointIcon, vehicleIcon } from '../../../ui/map/leafletIcons';
import { tracking as t } from '../../../i18n/tracking';
import { useRead } from '../../../api/queries';

/** Replay speeds: so many seconds of the day per second on screen. */
const RATES = [10, 60, 300, 900] as const;

interface Fix { at: number; lat: number; lng: number; speed: number | null }

/** Where the vehicle was at `at`: between the two fixes around it, in proportion to the time. */
export function positionAt(fixes: readonly Fix[], at: number): Fix {
  let lo = 0;
  let hi = fixes.length - 1;
  if (at <= fixes[0].at) return fixes[0];
  if (at >= fixes[hi].at) return fixes[hi];
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fixes[mid].at <= at) lo = mid;
    else hi = mid;
  }
  const [a, b] = [fixes[lo], fixes[hi]];
  const k = (at - a.at) / (b.at - a.at);
  return { at, lat: a.lat + (b.lat - a.lat) * k, lng: a.lng + (b.lng - a.lng) * k, speed: a.speed };
}

/** The replay of a loaded day: the whole path, the part driven so far, a marker, the slider and play/pause. */
function Replay({ plate, fixes }: { plate: string; fixes: Fix[] }) {
  const clock = useZonedFormat().clockSeconds;
  const start = fixes[0].at;
  const end = fixes.at(-1)!.at;
  const [at, setAt] = useState(start);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<number>(60);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const elapsed = now - last;
      last = now;
      setAt((current) => Math.min(end, current + elapsed * rate));
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, rate, end]);
  // The replay stops at the end of the day.
  useEffect(() => {
    if (playing && at >= end) setPlaying(false);
  }, [playing, at, end]);

  const here = positionAt(fixes, at);
  const whole = useMemo(() => fixes.map((f): LatLngTuple => [f.lat, f.lng]), [fixes]);
  const driven = useMemo(() => [...fixes.filter((f) => f.at <= at).map((f): LatLngTuple => [f.lat, f.lng]), [here.lat, here.lng] as LatLngTuple], [fixes, at, here.lat, here.lng]);
  const moving = (here.speed ?? 0) >= MOVING_KMH;
  const icon = useMemo(() => vehicleIcon(plate, moving ? 'moving' : 'stopped', null), [plate, moving]);

  const togglePlay = () => {
    if (!playing && at >= end) setAt(start);
    setPlaying(!playing);
  };

  return (
    <>
      <MapView line={whole} fitBounds={whole} fitKey={`${plate}:${start}:${fixes.length}`} height="min(62vh, 600px)" className="tracking-map">
        <Polyline positions={driven} pathOptions={{ color: '#e8590c', weight: 5, opacity: 0.9 }} />
        <Marker position={whole[0]} icon={endpointIcon('start')} title={t.day.start} />
        <Marker position={whole.at(-1)!} icon={endpointIcon('end')} title={t.day.end} />
        <Marker position={[here.lat, here.lng]} icon={icon} title={plate} zIndexOffset={1000} />
      </MapView>
      <div className="tracking-replay">
        <Button variant="primary" onClick={togglePlay} aria-label={playing ? t.day.pause : t.day.play} data-testid="replay-toggle">
          <i className={`bi ${playing ? 'bi-pause-fill' : 'bi-play-fill'}`} aria-hidden="true" />
          <span className="d-none d-sm-inline ms-1">{playing ? t.day.pause : t.day.play}</span>
        </Button>
        <Button variant="outline-secondary" onClick={() => setAt(start)} aria-label={t.day.restart}>
          <i className="bi bi-skip-start-fill" aria-hidden="true" />
        </Button>
        <div className="tracking-replay__slider">
          <Form.Range
            min={start}
            max={end}
            step={1000}
            value={at}
            onChange={(e) => setAt(Number(e.target.value))}
            aria-label={t.day.slider}
            aria-valuetext={clock(at)}
          />
          <div className="tracking-replay__times small text-body-secondary">
            <span>{clock(start)}</span>
            <output className="fw-semibold text-body" data-testid="replay-time" aria-label={t.day.time}>{clock(at)}</output>
            <span>{clock(end)}</span>
          </div>
        </div>
        <Form.Select size="sm" className="tracking-replay__rate" value={rate} onChange={(e) => setRate(Number(e.target.value))} aria-label={t.day.rate}>
          {RATES.map((r) => (
            <option key={r} value={r}>{t.day.rateOption(r)}</option>
          ))}
        </Form.Select>
        <span className="tracking-replay__speed small text-nowrap">{t.speed(here.speed)}</span>
      </div>
    </>
  );
}

/** 'Riwayat': a vehicle's path on a day, the distance driven, and its replay. */
export function DayView({ vehicleId, date }: { vehicleId: number | null; date: string }) {
  const clock = useZonedFormat().clockSeconds;
  // The day's path (today in the server's time zone when no date is given).
  const read = useRead(VEHICLE_LOCATION_API.positions, { params: { id: vehicleId ?? 0 }, query: { date } }, { enabled: vehicleId !== null });
  const day = read.data?.data;
  const fixes = useMemo(
    () => (day?.posisi ?? []).map((p: PathPointWire): Fix => ({ at: Date.parse(p.dtwaktu), lat: p.declattitude, lng: p.declongitude, speed: p.deckecepatan })),
    [day],
  );

  if (vehicleId === null) return <Alert variant="info">{t.day.chooseVehicle}</Alert>;
  if (read.isLoading) return <p className="text-body-secondary">{t.day.loading}</p>;
  if (!day) return null;
  return (
    <div className="d-grid gap-3">
      <dl className="tracking-summary">
        <div>
          <dt>{t.day.distance}</dt>
          <dd data-testid="day-distance">{t.day.km(day.decjarak_km)}</dd>
        </div>
        <div>
          <dt>{t.vehicle}</dt>
          <dd>{day.vcnopol} · {day.vcnama}</dd>
        </div>
        <div>
          <dt>{t.popup.route}</dt>
          <dd>{day.vcrute}</dd>
        </div>
        {fixes.length > 0 && (
          <div>
            <dt>{t.day.time}</dt>
            <dd>{t.day.span(clock(fixes[0].at), clock(fixes.at(-1)!.at))} · {t.day.points(fixes.length)}</dd>
          </div>
        )}
      </dl>
      {fixes.length === 0 ? (
        <Alert variant="secondary" className="mb-0">{t.day.empty}</Alert>
      ) : (
        // A new day or vehicle starts its replay from the beginning.
        <Replay key={`${vehicleId}:${date}`} plate={day.vcnopol} fixes={fixes} />
      )}
    </div>
  );
}
