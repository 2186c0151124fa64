import { useMemo, useState } from 'react';
import type { RouteListWire } from '@halte/contract';
import { CrudScreen } from '../../../ui/CrudScreen';
import { RouteMapModal } from '../route-map/RouteMapModal';
import { routeMap } from '../../../i18n/route-map';
import { routesDeclaration } from './routes.declaration';

/** /master/rute; each row's map action opens the Peta Rute editor in a dialog (form mode `updateMap`). */
export default function RoutesPage() {
  const [mapOf, setMapOf] = useState<number>();
  const declaration = useMemo(
    () => ({
      ...routesDeclaration,
      extraActions: [{ key: 'map', label: routeMap.action, icon: 'bi-map', tone: 'success' as const, onClick: (row: RouteListWire) => setMapOf(row.intid) }],
    }),
    [],
  );
  return (
    <>
      <CrudScreen declaration={declaration} />
      <RouteMapModal id={mapOf} onClose={() => setMapOf(undefined)} />
    </>
  );
}
