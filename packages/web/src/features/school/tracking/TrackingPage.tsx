import { useCallback } from 'react';
import { Form, Nav } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { LISTS_API } from '@halte/contract';
import { SelectFilter } from '../../../ui/list/SelectFilter';
import type { SelectFieldDef } from '../../../ui/form/types';
import type { FilterValues } from '../../../ui/list/listFilters';
import { tracking as t } from '../../../i18n/tracking';
import { useZonedFormat } from '../../../ui/time/zonedFormat';
import { LiveMap } from './LiveMap';
import { DayView } from './DayView';
import './tracking.scss';

const HISTORY = 'riwayat';

const vehicleField = (placeholder: string): SelectFieldDef => ({
  name: 'intid',
  type: 'select',
  label: t.vehicle,
  placeholder,
  searchable: true,
  choices: { endpoint: LISTS_API.vehicle },
});
const liveVehicle = vehicleField(t.allVehicles);
const dayVehicle = vehicleField(t.day.chooseVehiclePlaceholder);

const positiveId = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const isDate = (raw: string | null): raw is string => !!raw && /^\d{4}-\d{2}-\d{2}$/.test(raw);

/**
 * /main/lacak-kendaraan: the fleet live on a map ('Langsung'), or one vehicle's day replayed
 * ('Riwayat'). The mode, the vehicle and the date live in the address, so a reload or a shared
 * link shows the same view.
 */
export default function TrackingPage() {
  const [params, setParams] = useSearchParams();
  const history = params.get('mode') === HISTORY;
  const vehicleId = positiveId(params.get('intid'));
  const today = useZonedFormat().day(Date.now());
  const date = isDate(params.get('date')) ? params.get('date')! : today;

  const set = useCallback(
    (patch: Record<string, string | undefined>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  const onVehicle = useCallback((patch: FilterValues) => set({ intid: patch.intid }), [set]);
  const select = useCallback((id: number) => set({ intid: String(id) }), [set]);

  return (
    <div className="tracking-page">
      <div className="page-header">
        <div>
          <h1 className="page-header__title">{t.title}</h1>
          <p className="page-header__subtitle">{t.subtitle}</p>
        </div>
        <Nav variant="pills" activeKey={history ? HISTORY : 'live'} aria-label={t.modes} onSelect={(key) => set({ mode: key === HISTORY ? HISTORY : undefined })}>
          <Nav.Item>
            <Nav.Link eventKey="live" as="button" type="button">
              <i className="bi bi-broadcast me-1" aria-hidden="true" />
              {t.live}
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey={HISTORY} as="button" type="button">
              <i className="bi bi-clock-history me-1" aria-hidden="true" />
              {t.history}
            </Nav.Link>
          </Nav.Item>
        </Nav>
      </div>

      <div className="tracking-page__toolbar">
        <div className="tracking-page__field">
          <span className="tracking-page__label">{t.vehicle}</span>
          <SelectFilter key={history ? 'day' : 'live'} field={history ? dayVehicle : liveVehicle} value={vehicleId === null ? undefined : String(vehicleId)} onChange={onVehicle} />
        </div>
        {history && (
          <div className="tracking-page__field">
            <Form.Label htmlFor="tracking-date" className="tracking-page__label">{t.day.date}</Form.Label>
            <Form.Control id="tracking-date" type="date" value={date} max={today} onChange={(e) => set({ date: isDate(e.target.value) ? e.target.value : undefined })} />
          </div>
        )}
      </div>

      {history ? <DayView vehicleId={vehicleId} date={date} /> : <LiveMap vehicleId={vehicleId} onSelect={select} />}
    </div>
  );
}
