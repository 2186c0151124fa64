import { VEHICLE_LOCATION_API } from '@halte/contract';
import { useRead } from '../../../api/queries';
import { tracking as t } from '../../../i18n/tracking';

/** How often an open popup's arrival times are read again. */
const REFRESH_MS = 20_000;

/** The stops ahead of the vehicle's running trip with the minutes to each; read while the popup is open. */
export function NextStops({ vehicleId }: { vehicleId: number }) {
  const answer = useRead(VEHICLE_LOCATION_API.nextStops, { params: { id: vehicleId } }, { refetchInterval: REFRESH_MS }).data;
  const stops = answer?.data;
  if (!stops) return null;
  return (
    <>
      <dt>{t.popup.nextStops}</dt>
      <dd>
        {stops.length === 0 ? (
          t.popup.noTrip
        ) : (
          <ol className="vehicle-popup__stops" data-testid="next-stops">
            {stops.slice(0, 5).map((s) => (
              <li key={s.intrute_titik_id}>
                {s.vcnama} <span className="text-body-secondary">{t.popup.stopEta(s.intmenit, s.intjarak)}</span>
              </li>
            ))}
          </ol>
        )}
      </dd>
    </>
  );
}
