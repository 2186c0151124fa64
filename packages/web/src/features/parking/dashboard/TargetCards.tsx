import { Col, ProgressBar, Row } from 'react-bootstrap';
import { PARKING_DASHBOARD_API, rupiah, type ParkingTargetDashboardWire } from '@halte/contract';
import { LineChart } from '../../../ui/chart/LineChart';
import { CHART_COLORS } from '../../../ui/chart/palette';
import { DashboardCard } from '../../school/dashboard/DashboardCard';
import { parkingMaster } from '../../../i18n/parking-master';
import { useParkingFigure } from './useParkingFigure';
import { count } from '../../../ui/count';
import { inLocale } from '../../../ui/inLocale';
import { monthName } from '../../../ui/time/calendarNames';

const t = parkingMaster.dashboard;
const percentFormat = inLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const percent = (n: number) => percentFormat().format(n);

/** The year's target, its realisation and today's income, then the months' cumulative realisation against the target. */
export function TargetCards() {
  const query = useParkingFigure<ParkingTargetDashboardWire>(PARKING_DASHBOARD_API.target);
  return (
    <Row className="g-3">
      <Col xs={12} lg={5}>
        <DashboardCard title={t.target(query.data?.intyear ?? new Date().getFullYear())} query={query} testId="parking-target">
          {(d) => (
            <div className="d-grid gap-3">
              <div>
                <div className="fs-3 fw-semibold" data-testid="parking-target-amount">{d.dectarget ? rupiah(d.dectarget) : t.noTarget}</div>
              </div>
              <div>
                <div className="text-body-secondary small">{t.realization}</div>
                <div className="fs-4 fw-semibold text-success" data-testid="parking-realization">{rupiah(d.decrealization)}</div>
                {d.decpercent !== null && (
                  <>
                    {/* The bar itself (role progressbar) carries the name, not its track. */}
                    <ProgressBar className="mt-1">
                      <ProgressBar isChild now={Math.min(100, d.decpercent)} variant="success" aria-label={t.achieved(percent(d.decpercent))} />
                    </ProgressBar>
                    <div className="small text-body-secondary mt-1" data-testid="parking-percent">{t.achieved(percent(d.decpercent))}</div>
                  </>
                )}
              </div>
              <div className="border-top pt-2">
                <div className="text-body-secondary small">{t.today}</div>
                <div className="fs-4 fw-semibold text-primary" data-testid="parking-today">{rupiah(d.dectoday)}</div>
              </div>
              <div className="border-top pt-2" role="group" aria-label={t.flagged(d.intyear)}>
                <div className="text-body-secondary small">{t.flagged(d.intyear)}</div>
                <div className={`fs-5 fw-semibold ${d.intflagged ? 'text-danger' : ''}`} data-testid="parking-flagged">{t.flaggedCount(count(d.intflagged))}</div>
                <div className="small text-body-secondary" data-testid="parking-flagged-difference">{t.flaggedDifference(rupiah(d.decflagged_difference))}</div>
              </div>
            </div>
          )}
        </DashboardCard>
      </Col>
      <Col xs={12} lg={7}>
        <DashboardCard title={t.chartTitle} query={query} testId="parking-cumulative">
          {(d) => (
            <LineChart
              labels={d.months.map((m) => monthName(m.intmonth, 'short'))}
              series={[
                { name: t.chartTarget, values: d.months.map((m) => m.dectarget), color: CHART_COLORS.muted, dashed: true },
                { name: t.chartRealization, values: d.months.map((m) => m.decrealization), color: CHART_COLORS.success, area: true, dots: true },
              ]}
              formatValue={rupiah}
              // Whole millions: an axis of small figures would otherwise repeat '0 jt'.
              formatAxis={(v) => t.millions(percent(v / 1_000_000))}
              minStep={1_000_000}
              legend
              height={260}
              label={t.chart(d.months.filter((m) => m.decrealization !== null).map((m) => `${monthName(m.intmonth)} ${rupiah(m.decrealization!)} / ${rupiah(m.dectarget)}`).join(', '))}
              testId="parking-cumulative-chart"
            />
          )}
        </DashboardCard>
      </Col>
    </Row>
  );
}
