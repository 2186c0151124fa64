import { DASHBOARD_API } from '@halte/contract';
import { dashboard as t } from '../../../i18n/dashboard';
import { DashboardCard } from './DashboardCard';
import { count } from '../../../ui/count';
import { useDashboardData } from './useDashboardData';

/** Students per school level and the day's riders, each with its colour mark. */
export function StudentStatistic() {
  const query = useDashboardData(DASHBOARD_API.studentStatistic);
  return (
    <DashboardCard title={t.statistic.title} caption={t.statistic.caption} query={query} testId="student-statistic">
      {(rows) => (
        <ul className="statistic-list">
          {rows.map((r) => (
            <li key={r.vcdesc} className="statistic-list__item">
              <span className="statistic-list__mark" style={{ backgroundColor: r.color }} aria-hidden="true" />
              <span className="statistic-list__name">{r.vcdesc}</span>
              <span className="statistic-list__total">{count(r.total)}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
