import { Button, Table } from 'react-bootstrap';
import { vehicleStateOf, type VehicleLocationWire } from '@halte/contract';
import { tracking as t } from '../../../i18n/tracking';
import { ScrollingTable } from '../../../ui/list/ScrollingTable';
import { ageOf, toneOf } from './VehicleMarker';

interface VehicleTableProps {
  id?: string;
  vehicles: VehicleLocationWire[];
  now: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Every vehicle of the selection with its state and last report, those without a position included. */
export function VehicleTable({ id, vehicles, now, selectedId, onSelect }: VehicleTableProps) {
  if (vehicles.length === 0) return <p id={id} tabIndex={-1} className="text-body-secondary mb-0">{t.noVehicles}</p>;
  return (
    <ScrollingTable id={id} label={t.table.caption}>
      <Table size="sm" hover className="tracking-table align-middle mb-0" aria-label={t.table.caption}>
        <thead className="table-light">
          <tr>
            <th scope="col">{t.table.plate}</th>
            <th scope="col" className="d-none d-sm-table-cell">{t.table.name}</th>
            <th scope="col" className="d-none d-md-table-cell">{t.table.route}</th>
            <th scope="col">{t.table.state}</th>
            <th scope="col" className="text-end d-none d-sm-table-cell">{t.table.speed}</th>
            <th scope="col">{t.table.updated}</th>
          </tr>
        </thead>
        <tbody>
          {vehicles.map((v) => {
            const state = vehicleStateOf(v, now);
            return (
              <tr key={v.intid} className={v.intid === selectedId ? 'table-active' : undefined}>
                <td>
                  <Button variant="link" size="sm" className="p-0 fw-semibold text-nowrap" onClick={() => onSelect(v.intid)} aria-label={t.table.show(v.vcnopol)}>
                    {v.vcnopol}
                  </Button>
                  {/* On a phone the name goes under the plate rather than in a column of its own. */}
                  <div className="small text-body-secondary d-sm-none">{v.vcnama}</div>
                </td>
                <td className="d-none d-sm-table-cell">{v.vcnama}</td>
                <td className="d-none d-md-table-cell">{v.vcrute}</td>
                <td className="text-nowrap">
                  <span className={`vehicle-dot vehicle-tone--${toneOf(state)}`} aria-hidden="true" /> {t.states[state]}
                </td>
                <td className="text-end text-nowrap d-none d-sm-table-cell">{t.speed(v.deckecepatan)}</td>
                <td className="small">{ageOf(v.dtwaktu, now)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollingTable>
  );
}
