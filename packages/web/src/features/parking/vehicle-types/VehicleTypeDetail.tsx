import { Badge, Table } from 'react-bootstrap';
import { labelsOf, parkingVehicleTypeBody, type ParkingVehicleTypeDetailWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { describeTariff } from './describeTariff';
import { ui } from '../../../i18n/ui';
import { parkingMaster } from '../../../i18n/parking-master';

const t = parkingMaster.vehicleTypes;
const label = labelsOf(parkingVehicleTypeBody);

/** A type's code and name, then every version of its tariff, newest first, the one in force marked. */
export function VehicleTypeDetail({ type }: { type: ParkingVehicleTypeDetailWire }) {
  const current = type.tariff?.intid;
  const currentFrom = type.tariff?.dteffective_from ?? '';
  return (
    <div className="d-grid gap-3">
      <DetailItems
        items={[
          { label: t.code, value: type.vccode, width: 4 },
          { label: label.vcname, value: type.vcname, width: 8 },
          { label: t.tariff, value: type.tariff ? describeTariff(type.tariff) : t.noTariff },
        ]}
      />
      <section aria-label={t.history}>
        <h2 className="h6 mb-2">{t.history}</h2>
        <Table size="sm" bordered striped responsive className="mb-0" data-testid="tariff-history">
          <thead className="table-light">
            <tr>
              <th scope="col" className="text-center" style={{ width: '3rem' }}>{ui.list.no}</th>
              <th scope="col">{label.dteffective_from}</th>
              <th scope="col">{label.vcregulation}</th>
              <th scope="col">{t.tariffSection}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {type.tariffs.map((v, i) => (
              <tr key={v.intid}>
                <td className="text-center text-body-secondary">{i + 1}</td>
                <td className="text-nowrap">{v.dteffective_from}</td>
                <td>{v.vcregulation}</td>
                <td>{describeTariff(v)}</td>
                <td>
                  {v.intid === current ? (
                    <Badge bg="success">{t.inForce}</Badge>
                  ) : v.dteffective_from > currentFrom ? (
                    <Badge bg="info">{t.upcoming}</Badge>
                  ) : (
                    <Badge bg="secondary">{t.earlier}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </div>
  );
}
