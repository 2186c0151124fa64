import { useMemo } from 'react';
import { DASHBOARD_API, type WeeklyDataWire } from '@halte/contract';
import { Chart, type ChartOption } from '../../../ui/chart/Chart';
import { dashboard as t } from '../../../i18n/dashboard';
import { DashboardCard } from './DashboardCard';
import { count } from '../../../ui/count';
import { useDashboardData } from './useDashboardData';
import { weekdayOf } from '../../../ui/time/calendarNames';

/** Axis labels are cut so seven of them fit a phone's width. */
export const LABEL_CHARS = 6;
export const BAR_WIDTH = 15;

function bars(days: WeeklyDataWire[]): ChartOption {
  return {
    grid: { left: 8, right: 8, top: 16, bottom: 4, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: days.map((d) => weekdayOf(d.dttanggal)),
      axisTick: { show: false },
      axisLabel: { interval: 0, fontSize: 10, color: '#748194', formatter: (name: string) => name.slice(0, LABEL_CHARS) },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: '#748194' }, splitLine: { lineStyle: { color: 'rgba(128, 128, 128, 0.2)' } } },
    series: [
      {
        type: 'bar',
        name: t.weekly.series,
        barWidth: BAR_WIDTH,
        itemStyle: { color: '#2c7be5', borderRadius: [4, 4, 0, 0] },
        data: days.map((d) => d.total),
      },
    ],
  };
}

/** Boardings per day over the last seven days, oldest first. */
export function WeeklyChart() {
  const query = useDashboardData(DASHBOARD_API.weeklyData);
  const option = useMemo(() => bars(query.data ?? []), [query.data]);
  return (
    <DashboardCard title={t.weekly.title} caption={t.weekly.caption} query={query} testId="weekly-data">
      {(days) => <Chart kind="bar" option={option} height={220} label={t.weekly.chart(days.map((d) => `${weekdayOf(d.dttanggal)} ${count(d.total)}`).join(', '))} testId="weekly-chart" />}
    </DashboardCard>
  );
}
