import { useState } from 'react';
import { Alert, Button, Form, Nav, Tab } from 'react-bootstrap';
import { PARKING_STATUS, rupiah, type AttendantMeWire, type CheckOutBody } from '@halte/contract';
import { useSession } from '../../../api/session';
import { jukirConsole as text } from '../../../i18n/jukir-console';
import { PageSpinner } from '../../../shell/PageSpinner';
import { ConsoleHeader } from '../../../ui/console/ConsoleHeader';
import { ConsoleLoadFailed } from '../../../ui/console/ConsoleLoadFailed';
import { OutboxStatus } from '../../../ui/outbox/OutboxStatus';
import { PhoneApp } from '../../../ui/phone-app/PhoneApp';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import { AnswerCard } from './AnswerCard';
import { CheckInForm } from './CheckInForm';
import { CheckOutForm } from './CheckOutForm';
import { useAttendantMe } from './jukirApi';
import { useAttendant } from './useAttendant';
import '../../../ui/console/phone-console.scss';
import './jukir-console.scss';

/** The location the attendant works at, remembered on the phone between visits. */
function useLocation(userId: number, locations: AttendantMeWire['locations'] | undefined) {
  const key = `jukirLocation:${userId}`;
  const [chosen, setChosen] = useState(() => Number(localStorage.getItem(key)) || null);
  const choose = (id: number) => {
    localStorage.setItem(key, String(id));
    setChosen(id);
  };
  const valid = locations?.some((l) => l.intid === chosen) ? chosen : (locations?.[0]?.intid ?? null);
  return [valid, choose] as const;
}

/** /jukir: the phone console a parking attendant checks vehicles in and out from. */
export default function JukirConsolePage() {
  const session = useSession()!;
  const me = useAttendantMe();
  const attendant = useAttendant(session.user_id);
  const [tab, setTab] = useState<'in' | 'out'>('in');
  const [locationId, setLocation] = useLocation(session.user_id, me.data?.locations);

  return (
    <div className="phone-console jukir-console">
      <div className="phone-console__top">
        <ConsoleHeader icon="p-circle-fill" title={text.title} name={me.data?.attendant.vcname ?? session.vcname} nameTestId="jukir-name" waiting={attendant.state.items.length} />
        <OutboxStatus state={attendant.state} online={attendant.online} text={text.outbox} />
        <PhoneApp scope="jukir" />
      </div>
      <main className="phone-console__main">
        {me.isPending ? (
          <PageSpinner />
        ) : me.isError ? (
          <ConsoleLoadFailed message={text.loadFailed} onRetry={() => void me.refetch()} />
        ) : (
          <>
            <Tally today={me.data.today} />
            {locationId === null ? (
              <Alert variant="warning">{text.noLocation}</Alert>
            ) : (
              <section>
                <Form.Group controlId="jukir-location" className="mb-3">
                  <Form.Label className="phone-section-title">{text.location}</Form.Label>
                  <Form.Select size="lg" value={locationId} onChange={(e) => setLocation(Number(e.target.value))}>
                    {me.data.locations.map((l) => <option key={l.intid} value={l.intid}>{l.vcname}</option>)}
                  </Form.Select>
                </Form.Group>
                {/* A tab list: Tab reaches the chosen tab, the arrow keys move between the two. */}
                <Tab.Container id="jukir-tabs" activeKey={tab} onSelect={(k) => setTab(k === 'out' ? 'out' : 'in')} transition={false} mountOnEnter unmountOnExit>
                  <Nav variant="pills" fill className="jukir-tabs mb-3">
                    <Nav.Link eventKey="in" className="phone-touch">{text.tabs.in}</Nav.Link>
                    <Nav.Link eventKey="out" className="phone-touch">{text.tabs.out}</Nav.Link>
                  </Nav>
                  <Tab.Content>
                    <Tab.Pane eventKey="in"><CheckInForm types={me.data.vehicle_types} locationId={locationId} onCheckIn={attendant.checkIn} /></Tab.Pane>
                    <Tab.Pane eventKey="out"><CheckOutForm locationId={locationId} onCheckOut={attendant.checkOut} /></Tab.Pane>
                  </Tab.Content>
                </Tab.Container>
              </section>
            )}
            {attendant.answer && <AnswerCard answer={attendant.answer} />}
            <Recent stays={me.data.recent} onCheckOut={attendant.checkOut} />
          </>
        )}
      </main>
    </div>
  );
}

/** Today's figures of the attendant, by check-in day. */
function Tally({ today }: { today: AttendantMeWire['today'] }) {
  return (
    <section aria-labelledby="jukir-tally" className="jukir-tally" data-testid="jukir-tally">
      <h2 id="jukir-tally" className="phone-section-title">{text.tally.title}</h2>
      <dl className="jukir-tally__figures">
        <div><dt>{text.tally.count}</dt><dd data-testid="jukir-tally-count">{today.intcount}</dd></div>
        <div><dt>{text.tally.parked}</dt><dd data-testid="jukir-tally-parked">{today.intparked}</dd></div>
        <div><dt>{text.tally.income}</dt><dd data-testid="jukir-tally-income">{rupiah(today.decincome)}</dd></div>
      </dl>
    </section>
  );
}

/** The attendant's stays of today, newest first; a parked one is checked out with a tap. */
function Recent({ stays, onCheckOut }: { stays: AttendantMeWire['recent']; onCheckOut: (b: CheckOutBody) => void }) {
  const f = useZonedFormat();
  return (
    <section aria-labelledby="jukir-recent">
      <h2 id="jukir-recent" className="phone-section-title">{text.recent.title}</h2>
      {stays.length === 0 ? (
        <p className="text-body-secondary mb-0">{text.recent.empty}</p>
      ) : (
        <ul className="phone-list" data-testid="jukir-recent">
          {stays.map((s) => (
            <li key={s.intid} className="phone-list__item">
              <div className="flex-grow-1 min-w-0">
                <div className="phone-list__name">{s.vclicense_number}</div>
                <div className="phone-list__meta">
                  {s.vcvehicle_type} · {f.clock(s.dtcheck_in)}
                  {s.intstatus === PARKING_STATUS.left && s.decamount !== null ? ` · ${rupiah(s.decamount)}` : ''}
                </div>
              </div>
              {s.intstatus === PARKING_STATUS.parked ? (
                <Button variant="warning" className="phone-touch" onClick={() => onCheckOut({ intid: s.intid })} aria-label={`${text.recent.out} ${s.vclicense_number}`}>
                  {text.recent.out}
                </Button>
              ) : (
                <span className="badge text-bg-secondary">{text.recent.left}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
