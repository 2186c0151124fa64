import { useQuery } from '@tanstack/react-query';
import type { NextStopsResponse } from '@halte/contract';
import { api } from '../../../api/client';
import { tracking as t } from '../../../i18n/tracking';

/** How often an open popup's arrival times are read again. */
const REFRESH_MS = 20_000;

export const nextStopsEndpoint = (vehicleId: number) => `/vehicle-location/${vehicleId}/next-stops`;

/** The stops ahead of the vehicle's running trip with the minutes to each; read while the popup is open. */
export function NextStops({ vehicleId }: { vehicleId: number }) {
  const stops = useQuery({
    queryKey: [nextStopsEndpoint(vehicleId)],
    queryFn: ({ signal }) => api.get<NextStopsResponse>(nextStopsEndpoint(vehicleId), { signal }).then((r) => r.data),
    refetchInterval: REFRESH_MS,
  });
  if (!stops.data) return null;
  return (
    <>
      <dt>{t.popup.nextStops}</dt>
      <dd>
        {stops.data.length === 0 ? (
          t.popup.noTrip
        ) : (
          <ol className="vehicle-popup__stops" data-testid="next-stops">
            {stops.data.slice(0, 5).map((s) => (
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
