import { useMemo } from 'react';
import { DASHBOARD_API } from '@halte/contract';
import { Chart, type ChartOption } from '../../../ui/chart/Chart';
import { dashboard as t } from '../../../i18n/dashboard';
import { DashboardCard } from './DashboardCard';
import { count } from '../../../ui/count';
import { inLocale } from '../../../ui/inLocale';
import { useDashboardData } from './useDashboardData';

const percentFormat = inLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const percentText = (p: number) => percentFormat().format(p);

function gauge(percent: number): ChartOption {
  return {
    series: [
      {
        type: 'gauge',
        startAngle: 210,
        endAngle: -30,
        min: 0,
        max: 100,
        radius: '95%',
        center: ['50%', '58%'],
        progress: { show: percent > 0, width: 14, roundCap: true, itemStyle: { color: '#2c7be5' } },
        axisLine: { lineStyle: { width: 14, color: [[1, 'rgba(128, 128, 128, 0.18)']] } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        anchor: { show: false },
        title: { show: false },
        detail: { valueAnimation: false, offsetCenter: [0, '0%'], fontSize: 26, fontWeight: 700, color: '#2c7be5', formatter: () => `${percentText(percent)}%` },
        data: [{ value: percent }],
      },
    ],
  };
}

/** The share of students whose card is printed, as a gauge with the counts under it. */
export function ProgressGauge() {
  const query = useDashboardData(DASHBOARD_API.studentProgress);
  const option = useMemo(() => gauge(query.data?.percent ?? 0), [query.data?.percent]);
  return (
    <DashboardCard title={t.progress.title} caption={t.progress.caption} query={query} testId="student-progress">
      {(p) => (
        <>
          <Chart kind="gauge" option={option} height={180} label={t.progress.chart(percentText(p.percent))} testId="progress-gauge" />
          <p className="text-center text-body-secondary mb-0" data-testid="progress-counts">{t.progress.printed(count(p.printed), count(p.total))}</p>
        </>
      )}
    </DashboardCard>
  );
}
