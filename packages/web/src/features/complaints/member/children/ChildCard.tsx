import { vehicleStateOf, type MemberChildWire, translate } from '@halte/contract';
import { ageOf } from '../../../school/tracking/VehicleMarker';
import { useZonedFormat } from '../../../../ui/time/zonedFormat';
import { ChildBusMap } from './ChildBusMap';
import { tracking } from '../../../../i18n/tracking';
import { member } from '../../../../i18n/member';

const t = member.children;

/**
 * One child: school, class, route, card, today's boarding and alighting, and where the bus is
 * now: the one running on the child's route (or, without a route, serving the school).
 */
export function ChildCard({ child, now }: { child: MemberChildWire; now: number }) {
  const bus = child.kendaraan[0];
  const format = useZonedFormat();
  const timeOf = (iso: string | null) => (iso ? format.clock(iso) : t.notYet);
  return (
    <article className="member-card" aria-label={child.vcnama}>
      <h2 className="h5 mb-1">{child.vcnama}</h2>
      <p className="text-body-secondary small mb-2">NISN {child.vckode}</p>
      <dl className="member-facts">
        <dt>{t.school}</dt>
        <dd>{child.vcsekolah}</dd>
        <dt>{t.className}</dt>
        <dd>{child.vckelas}</dd>
        {child.vcrute && (
          <>
            <dt>{t.route}</dt>
            <dd>{child.vcrute}</dd>
          </>
        )}
        {child.vcrute_titik && (
          <>
            <dt>{t.stop}</dt>
            <dd>
              {child.vcrute_titik}
              {child.intmenit_tiba !== null && (
                <span className="d-block fw-semibold" data-testid="stop-arrival">
                  {t.arrivesIn(child.intmenit_tiba)}
                </span>
              )}
            </dd>
          </>
        )}
        <dt>{t.card}</dt>
        <dd>{translate(child.vcstatus_kartu)}</dd>
      </dl>
      <h3 className="h6 mt-3">{t.today}</h3>
      {child.perjalanan_hari_ini.length === 0 ? (
        <p className="text-body-secondary">{t.noRideToday}</p>
      ) : (
        <ul className="list-unstyled member-rides">
          {child.perjalanan_hari_ini.map((r) => (
            <li key={r.inttrip_id}>
              <i className="bi bi-bus-front me-1" aria-hidden="true" />
              <strong>{r.vcnopol}</strong> · {t.boarded} {timeOf(r.dtin)} · {t.alighted} {timeOf(r.dtout)}
            </li>
          ))}
        </ul>
      )}
      <h3 className="h6 mt-3">{t.bus}</h3>
      {child.bus_beroperasi === false && <p className="text-body-secondary" data-testid="route-without-bus">{t.noBusOnRoute}</p>}
      {!bus ? (
        child.bus_beroperasi === null && <p className="text-body-secondary">{t.noBus}</p>
      ) : (
        <>
          <p className="mb-2" data-testid="bus-status">
            {bus.dtwaktu ? t.where(bus.vcnopol, tracking.states[vehicleStateOf(bus, now)], ageOf(bus.dtwaktu, now)) : `${bus.vcnopol} · ${t.noPosition}`}
          </p>
          <ChildBusMap vehicles={child.kendaraan} now={now} />
        </>
      )}
    </article>
  );
}
