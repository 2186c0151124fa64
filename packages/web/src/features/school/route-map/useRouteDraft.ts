import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/toast';
import type { LatLngTuple } from 'leaflet';
import { ROUTES_API, type DirectionsResponse, type DirectionsWire, type LonLat, type RoutePointWire, type RouteWire } from '@halte/contract';
import { api } from '../../../api/client';
import { refreshOwn } from '../../../api/queries';
import { routeMap as t } from '../../../i18n/route-map';

/** The route as being edited: its stops, and the road line to save with them. */
export interface RouteDraft {
  points: RoutePointWire[];
  /** `[longitude, latitude]` pairs: as saved, or as generated; emptied when a stop moves (it no longer fits). */
  path: LonLat[];
  /** The last generation's answer: provider, distance, time, and the straight-line notice. */
  generated?: DirectionsWire & { message?: string };
  pointsChanged: boolean;
  pathChanged: boolean;
}

const draftOf = (route: RouteWire): RouteDraft => ({
  points: route.titik_rute,
  path: route.titik_rute_map.map((p): LonLat => [p.declongitude, p.declattitude]),
  pointsChanged: false,
  pathChanged: false,
});

/** Six decimals: about 10 cm, what the route form shows. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export const isLocated = (p: RoutePointWire) => p.declattitude !== null && p.declongitude !== null;

/**
 * A route's map editing: placing and moving stops, generating the road line through
 * `POST /routes/directions`, and saving the stops (`PUT /routes/{id}`) and the line
 * (`PUT /routes/map/{id}`). The draft starts from the route as loaded and again from what a save
 * answered; a change someone else makes meanwhile does not overwrite it.
 */
export function useRouteDraft(initial: RouteWire, onSaved?: (route: RouteWire) => void) {
  const client = useQueryClient();
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const located = draft.points.filter(isLocated);

  const place = (index: number, [lat, lng]: LatLngTuple) =>
    setDraft((d) => ({
      ...d,
      points: d.points.map((p, i) => (i === index ? { ...p, declattitude: round6(lat), declongitude: round6(lng) } : p)),
      path: [],
      generated: undefined,
      pointsChanged: true,
      pathChanged: d.pathChanged || d.path.length > 0,
    }));

  const generate = useMutation({
    mutationFn: () =>
      // A 502 is thrown, not answered.
      api.call(ROUTES_API.directions, { body: { coordinates: located.map((p): LonLat => [p.declongitude!, p.declattitude!]) } }, { toast: false }) as Promise<DirectionsResponse>,
    onSuccess: ({ data, message }) => {
      setDraft((d) => ({ ...d, path: data.coordinates, generated: { ...data, message }, pathChanged: true }));
      toast.success(t.generated);
    },
  });

  const save = useMutation({
    mutationFn: async () => {
      // The stops first: a line saved without them would not match the stops kept.
      if (draft.pointsChanged) {
        await api.call(ROUTES_API.update, { params: { id: base.intid }, body: { vckode: base.vckode, vcnama: base.vcnama, titik_rute: draft.points } }, { toast: false });
      }
      const titik_rute_map = draft.path.map(([declongitude, declattitude]) => ({ declongitude, declattitude }));
      return api.call(ROUTES_API.map, { params: { id: base.intid }, body: { titik_rute_map } });
    },
    onSuccess: (answer) => {
      const saved = answer.data ?? base;
      setBase(saved);
      setDraft(draftOf(saved));
      void refreshOwn(client, ROUTES_API.map);
      onSaved?.(saved);
    },
  });

  return {
    route: base,
    draft,
    located,
    changed: draft.pointsChanged || draft.pathChanged,
    busy: generate.isPending || save.isPending,
    place,
    generate: generate.mutate,
    generating: generate.isPending,
    save: save.mutate,
    saving: save.isPending,
  };
}
