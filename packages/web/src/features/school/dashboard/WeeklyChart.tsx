import { DASHBOARD_API } from '@halte/contract';
import { BarChart } from '../../../ui/chart/BarChart';
import { dashboard as t } from '../../../i18n/dashboard';
import { DashboardCard } from './DashboardCard';
import { count } from '../../../ui/count';
import { useDashboardData } from './useDashboardData';
import { weekdayOf } from '../../../ui/time/calendarNames';

/** Axis labels are cut so seven of them fit a phone's width. */
export const LABEL_CHARS = 6;
export const BAR_WIDTH = 15;

/** Boardings per day over the last seven days, oldest first. */
export function WeeklyChart() {
  const query = useDashboardData(DASHBOARD_API.weeklyData);
  return (
    <DashboardCard title={t.weekly.title} caption={t.weekly.caption} query={query} testId="weekly-data">
      {(days) => (
        <BarChart
          labels={days.map((d) => weekdayOf(d.dttanggal))}
          shortLabels={days.map((d) => weekdayOf(d.dttanggal, 'short'))}
          values={days.map((d) => d.total)}
          barWidth={BAR_WIDTH}
          labelChars={LABEL_CHARS}
          minStep={1}
          formatValue={count}
          height={220}
          label={t.weekly.chart(days.map((d) => `${weekdayOf(d.dttanggal)} ${count(d.total)}`).join(', '))}
          testId="weekly-chart"
        />
      )}
    </DashboardCard>
  );
}
