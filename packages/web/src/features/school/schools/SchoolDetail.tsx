import { Table } from 'react-bootstrap';
import { labelsOf, schoolBody, vehicleBody, type SchoolDetailWire } from '@halte/contract';
import { DetailItems } from '../../../ui/DetailItems';
import { ui } from '../../../i18n/ui';
import { schools } from '../../../i18n/schools';

const t = schools;
const label = labelsOf(schoolBody);
const vehicleLabel = labelsOf(vehicleBody);

/** A school's Kode and Nama, and the plates of the vehicles serving it. */
export function SchoolDetail({ school }: { school: SchoolDetailWire }) {
  return (
    <div className="d-grid gap-3">
      <DetailItems
        items={[
          { label: label.vckode, value: school.vckode, width: 4 },
          { label: label.vcnama, value: school.vcnama, width: 8 },
          { label: label.declattitude, value: school.declattitude ?? '', width: 6 },
          { label: label.declongitude, value: school.declongitude ?? '', width: 6 },
        ]}
      />
      <section aria-label={label.vehicles}>
        <h2 className="h6 mb-2">{label.vehicles}</h2>
        {school.vehicles.length === 0 ? (
          <p className="text-body-secondary mb-0">{t.noVehicles}</p>
        ) : (
          <Table size="sm" bordered striped className="mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col" className="text-center" style={{ width: '3rem' }}>{ui.list.no}</th>
                <th scope="col">{vehicleLabel.vcnopol}</th>
                <th scope="col">{vehicleLabel.vcnama}</th>
              </tr>
            </thead>
            <tbody>
              {school.vehicles.map((v, i) => (
                <tr key={v.intid}>
                  <td className="text-center text-body-secondary">{i + 1}</td>
                  <td className="font-monospace fw-semibold">{v.vcnopol}</td>
                  <td>{v.vcnama}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}
