import { DASHBOARD_API, TRIP_STATUS, type VehicleActivityWire, translate } from '@halte/contract';
import { dashboard as t } from '../../../i18n/dashboard';
import { DashboardCard } from './DashboardCard';
import { useZonedFormat, type ZonedFormat } from '../../../ui/time/zonedFormat';
import { count } from '../../../ui/count';
import { useDashboardData } from './useDashboardData';

/** Running green, a reported problem yellow, anything else red. */
export const activityTone = (status: number) => (status === TRIP_STATUS.running ? 'success' : status === TRIP_STATUS.problem ? 'warning' : 'danger');

const timesOf = (a: VehicleActivityWire, { clock }: ZonedFormat) => {
  const start = a.timestart ? clock(a.timestart) : t.activity.noTime;
  return a.timestop ? t.activity.span(start, clock(a.timestop)) : t.activity.since(start);
};

/** Today's trips, each with its status dot, driver, times and riders; scrolls past 200 px. */
export function ActivityList() {
  const query = useDashboardData(DASHBOARD_API.vehicleActivity);
  const zoned = useZonedFormat();
  return (
    <DashboardCard title={t.activity.title} query={query} testId="vehicle-activity">
      {(trips) =>
        trips.length === 0 ? (
          <p className="text-body-secondary mb-0 mt-2">{t.activity.empty}</p>
        ) : (
          // In the tab order with a name: a keyboard can scroll the list, which holds no control.
          <ul className="activity-list" tabIndex={0} aria-label={t.activity.title}>
            {trips.map((a) => (
              <li key={a.intid} className="activity-list__item">
                <span className={`activity-dot activity-dot--${activityTone(a.intstatus)}`} data-tone={activityTone(a.intstatus)} aria-hidden="true" />
                <div className="activity-list__body">
                  <div className="activity-list__head">
                    <span className="fw-semibold">{a.vcnama}</span>
                    <span className="text-body-secondary">{a.vcnopol}</span>
                  </div>
                  <div className="small text-body-secondary">
                    {t.activity.driver}: {a.vcdriver} · <span className="text-nowrap">{timesOf(a, zoned)}</span>
                  </div>
                </div>
                <div className="activity-list__side">
                  <span className="small fw-semibold">{translate(a.vcstatus)}</span>
                  <span className="small text-body-secondary">{t.activity.riders(count(a.jmlsiswa))}</span>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </DashboardCard>
  );
}
