import { useState } from 'react';
import { Alert, Badge, Button, Spinner } from 'react-bootstrap';
import { TRIP_STATUS, type BoardingWire, type TripWire } from '@halte/contract';
import { ApiError } from '../../../api/client';
import { showError } from '../../../api/feedback';
import { driverConsole as text } from '../../../i18n/driver-console';
import { CheckInByName } from './CheckInByName';
import { ridersAboardOf, useTripStudents, type TripChanger } from './driverApi';
import { GpsBadge } from './GpsBadge';
import type { DriverOutbox, QueuedItem } from './outbox';
import { Passengers } from './Passengers';
import { ProblemDialog } from './ProblemDialog';
import { ScanSection } from './ScanSection';
import { StopDialog } from './StopDialog';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import type { Fix, GpsStatus } from './useGpsTracking';
import { useScans } from './useScans';

interface Props {
  trip: TripWire;
  outbox: DriverOutbox;
  queued: readonly QueuedItem[];
  change: TripChanger;
  online: boolean;
  gps: { status: GpsStatus; fix: Fix | null };
}

/** The running trip: its state and actions, the scanner, check-in by name, who is on board. */
export function TripPanel({ trip, outbox, queued, change, online, gps }: Props) {
  const { clock } = useZonedFormat();
  const students = useTripStudents(trip.intid);
  const { scan, feedback } = useScans(trip.intid, outbox, online, gps.fix);
  const [asking, setAsking] = useState<'problem' | 'stop' | null>(null);
  const problem = trip.intstatus === TRIP_STATUS.problem;
  const boardings = students.data?.data.boardings ?? [];
  const aboard = boardings.filter((b) => b.on_board).length;
  const position = gps.fix ? { declattitude: gps.fix.latitude, declongitude: gps.fix.longitude } : undefined;
  // Students with a scan still on the phone: their row says so until it is sent.
  const byCard = new Map([...(students.data?.data.expected ?? []), ...boardings].flatMap((s) => (s.vcnisn ? [[s.vcnisn, s.intsiswa_id] as const] : [])));
  const waiting = new Set(
    queued.flatMap((i) => (i.kind === 'scan' && i.trip_id === trip.intid ? [i.body.intsiswa_id ?? byCard.get(i.body.vckode ?? '')] : [])).filter((id) => id != null),
  );
  const busy = (action: string) => change.isPending && change.variables?.action === action;
  // Who is aboard as the server last said when it refused the stop, else as the list shows.
  const [refused, setRefused] = useState<BoardingWire[] | null>(null);
  const closeStop = () => {
    setAsking(null);
    setRefused(null);
  };
  const stop = (alightAll: boolean) =>
    change.mutate({ action: 'stop', tripId: trip.intid, ...position, ...(alightAll && { alight_all: true, dttime: new Date().toISOString() }) }, {
      onSuccess: closeStop,
      onError: (e) => {
        const aboard = ridersAboardOf(e);
        if (aboard) {
          setRefused(aboard);
          void students.refetch();
        } else if (e instanceof ApiError) showError(e.message, e.requestId);
      },
    });

  return (
    <>
      <section className={`driver-trip${problem ? ' is-problem' : ''}`} aria-labelledby="driver-trip">
        <div className="d-flex align-items-start gap-2">
          <div className="min-w-0 flex-grow-1">
            <h2 id="driver-trip" className="driver-trip__vehicle">{trip.vcnama} · {trip.vcnopol}</h2>
            <div className="driver-trip__route">{trip.vcrute}</div>
          </div>
          <Badge bg={problem ? 'warning' : 'success'} text={problem ? 'dark' : undefined} className="driver-trip__status" data-testid="trip-status">{trip.vcstatus}</Badge>
        </div>
        <div className="driver-trip__facts">
          <span>{trip.timestart && text.trip.since(clock(trip.timestart))}</span>
          <span data-testid="on-board-count">{text.trip.onBoardCount(aboard)}</span>
          <GpsBadge status={gps.status} />
        </div>
        {problem && trip.vcnote && (
          <Alert variant="warning" className="mt-2 mb-0 py-2"><span className="fw-semibold">{text.trip.note}:</span> {trip.vcnote}</Alert>
        )}
        <div className="driver-trip__actions">
          {problem ? (
            <Button size="lg" className="phone-touch" disabled={change.isPending} onClick={() => change.mutate({ action: 'resume', tripId: trip.intid })}>
              {busy('resume') ? <><Spinner size="sm" className="me-2" aria-hidden="true" />{text.trip.resuming}</> : <><i className="bi bi-play-fill me-1" aria-hidden="true" />{text.trip.resume}</>}
            </Button>
          ) : (
            <Button size="lg" variant="warning" className="phone-touch" disabled={change.isPending} onClick={() => setAsking('problem')}>
              <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />{text.trip.problem}
            </Button>
          )}
          <Button size="lg" variant="danger" className="phone-touch" disabled={change.isPending} onClick={() => setAsking('stop')}>
            <i className="bi bi-stop-fill me-1" aria-hidden="true" />{text.trip.stop}
          </Button>
        </div>
      </section>

      <ScanSection onScan={scan} feedback={feedback} />
      <CheckInByName students={students.data?.data.expected ?? []} onCheckIn={(who) => scan(who, 'in')} />
      <Passengers boardings={boardings} waiting={waiting} onAlight={(who) => scan(who, 'out')} />

      <ProblemDialog
        show={asking === 'problem'}
        busy={busy('problem')}
        onClose={() => setAsking(null)}
        onSend={(note) => change.mutate({ action: 'problem', tripId: trip.intid, note }, { onSuccess: () => setAsking(null) })}
      />
      <StopDialog
        show={asking === 'stop'}
        subject={`${trip.vcnama} · ${trip.vcnopol}`}
        riders={refused ?? boardings.filter((b) => b.on_board)}
        busy={busy('stop')}
        onStop={stop}
        onClose={closeStop}
      />
    </>
  );
}
