import { Card, Col, Row } from 'react-bootstrap';
import { PARKING_DASHBOARD_API, rupiah, type ParkingLocationIncomeWire } from '@halte/contract';
import { LineChart } from '../../../ui/chart/LineChart';
import { CHART_COLORS } from '../../../ui/chart/palette';
import { DashboardCard } from '../../school/dashboard/DashboardCard';
import { parkingMaster } from '../../../i18n/parking-master';
import { useParkingFigure } from './useParkingFigure';
import { count } from '../../../ui/count';
import { inLocale } from '../../../ui/inLocale';

const t = parkingMaster.dashboard;
const dayMonth = inLocale((locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }));
/** A calendar day (`2026-03-09`) as day and month in the running language: 09/03, or 03/09. */
const shortDate = (date: string) => dayMonth().format(new Date(`${date}T12:00:00Z`));

/** A card per location: its name, today's income, the last seven days, and the year's noted stays when there are any. */
export function LocationCards() {
  const query = useParkingFigure<ParkingLocationIncomeWire[]>(PARKING_DASHBOARD_API.location);
  return (
    <DashboardCard title={t.locations} query={query} testId="parking-locations">
      {(locations) =>
        locations.length === 0 ? (
          <p className="text-body-secondary mb-0">{t.noLocations}</p>
        ) : (
          <Row className="g-2">
            {locations.map((l) => (
              <Col key={l.intid} xs={12} sm={6} xl={4}>
                <Card className="h-100 border" data-testid="parking-location-card" aria-label={l.vcname}>
                  <Card.Body className="p-2">
                    <div className="d-flex justify-content-between align-items-baseline gap-2">
                      <h3 className="h6 mb-0 text-truncate" title={l.vcname}>{l.vcname}</h3>
                      <span className="small text-body-secondary text-nowrap">{t.todayShort}</span>
                    </div>
                    <div className="fw-semibold fs-5" data-testid="parking-location-income">{rupiah(l.decincome)}</div>
                    {l.intflagged > 0 && (
                      <div className="small text-danger" data-testid="parking-location-flagged">
                        <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
                        {t.flaggedShort(count(l.intflagged), rupiah(l.decflagged_difference))}
                      </div>
                    )}
                    <LineChart
                      labels={l.income_data.map(shortDate)}
                      series={[{ name: l.vcname, values: l.income, color: CHART_COLORS.primary, area: true }]}
                      formatValue={rupiah}
                      height={56}
                      label={t.week(l.income.map((v, i) => `${shortDate(l.income_data[i])} ${rupiah(v)}`).join(', '))} />
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        )
      }
    </DashboardCard>
  );
}
