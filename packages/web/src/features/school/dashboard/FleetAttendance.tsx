import { Table } from 'react-bootstrap';
import { ScrollingTable } from '../../../ui/list/ScrollingTable';
import { DASHBOARD_API, translate } from '@halte/contract';
import { dashboard as t } from '../../../i18n/dashboard';
import { activityTone } from './ActivityList';
import { DashboardCard } from './DashboardCard';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import { count } from '../../../ui/count';
import { useDashboardData } from './useDashboardData';

const a = t.attendance;

/** Every vehicle with its trips and riders of today; scrolls past 250 px under a fixed header. */
export function FleetAttendance() {
  const query = useDashboardData(DASHBOARD_API.fleetAttendance);
  const { clock } = useZonedFormat();
  const time = (iso: string | null) => (iso ? clock(iso) : t.activity.noTime);
  return (
    <DashboardCard title={a.title} caption={a.caption} query={query} testId="fleet-attendance">
      {(fleet) =>
        fleet.length === 0 ? (
          <p className="text-body-secondary mb-0">{a.empty}</p>
        ) : (
          <ScrollingTable className="attendance-table" label={a.table}>
            <Table size="sm" hover className="align-middle mb-0" aria-label={a.title}>
              <thead>
                <tr>
                  <th scope="col">{a.plate}</th>
                  <th scope="col" className="text-end d-none d-sm-table-cell">{a.trips}</th>
                  <th scope="col" className="text-end">{a.riders}</th>
                  <th scope="col">{a.status}</th>
                  <th scope="col" className="d-none d-sm-table-cell">{a.start}</th>
                  <th scope="col" className="d-none d-sm-table-cell">{a.stop}</th>
                </tr>
              </thead>
              <tbody>
                {fleet.map((v) => (
                  <tr key={v.intid}>
                    <td>
                      <div className="fw-semibold text-nowrap">{v.vcnopol}</div>
                      <div className="small text-body-secondary attendance-table__vehicle">{a.vehicle(v.vcnama, v.vcrute)}</div>
                    </td>
                    <td className="text-end d-none d-sm-table-cell">{count(v.jmltrip)}</td>
                    <td className="text-end">{count(v.jmlsiswa)}</td>
                    <td>
                      {v.intstatus !== null && <span className={`activity-dot activity-dot--${activityTone(v.intstatus)}`} aria-hidden="true" />}
                      <span className={v.intstatus === null ? 'text-body-secondary' : undefined}>{translate(v.vcstatus)}</span>
                    </td>
                    <td className="d-none d-sm-table-cell">{time(v.timestart)}</td>
                    <td className="d-none d-sm-table-cell">{time(v.timestop)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollingTable>
        )
      }
    </DashboardCard>
  );
}
