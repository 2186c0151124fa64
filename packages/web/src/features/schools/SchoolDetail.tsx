import { Table } from 'react-bootstrap';
import type { SchoolDetailWire } from '@halte/contract';
import { DetailItems } from '../../ui/DetailItems';
import { ui } from '../../i18n/ui';
import { schools } from '../../i18n/schools';
import { vehicles } from '../../i18n/vehicles';

const t = schools;

/** A school's Kode and Nama, and the plates of the vehicles serving it. */
export function SchoolDetail({ school }: { school: SchoolDetailWire }) {
  return (
    <div className="d-grid gap-3">
      <DetailItems items={[{ label: t.code, value: school.vckode, width: 4 }, { label: t.name, value: school.vcnama, width: 8 }]} />
      <section aria-label={t.vehicles}>
        <h2 className="h6 mb-2">{t.vehicles}</h2>
        {school.vehicles.length === 0 ? (
          <p className="text-body-secondary mb-0">{t.noVehicles}</p>
        ) : (
          <Table size="sm" bordered striped className="mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col" className="text-center" style={{ width: '3rem' }}>{ui.list.no}</th>
                <th scope="col">{t.plate}</th>
                <th scope="col">{vehicles.name}</th>
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
