import { DASHBOARD_API } from '@halte/contract';
import { Gauge } from '../../../ui/chart/Gauge';
import { dashboard as t } from '../../../i18n/dashboard';
import { DashboardCard } from './DashboardCard';
import { count } from '../../../ui/count';
import { inLocale } from '../../../ui/inLocale';
import { useDashboardData } from './useDashboardData';

const percentFormat = inLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const percentText = (p: number) => percentFormat().format(p);

/** The share of students whose card is printed, as a gauge with the counts under it. */
export function ProgressGauge() {
  const query = useDashboardData(DASHBOARD_API.studentProgress);
  return (
    <DashboardCard title={t.progress.title} caption={t.progress.caption} query={query} testId="student-progress">
      {(p) => (
        <>
          <Gauge percent={p.percent} text={`${percentText(p.percent)}%`} height={180} label={t.progress.chart(percentText(p.percent))} testId="progress-gauge" />
          <p className="text-center text-body-secondary mb-0" data-testid="progress-counts">{t.progress.printed(count(p.printed), count(p.total))}</p>
        </>
      )}
    </DashboardCard>
  );
}
