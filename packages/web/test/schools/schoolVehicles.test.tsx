import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolDetailWire } from '@halte/contract';
import { FormModal } from '../../src/ui/form/FormModal';
import { schoolsDeclaration } from '../../src/features/school/schools/schools.declaration';
import { fakeApi, renderAt, reply } from '../ui/fixtures';

const school: SchoolDetailWire = {
  intid: 3, vckode: 'SD03', vcnama: 'SD Negeri 3 Tuban', vcalamat: 'Jl. Pemuda 3', intjenjangsekolah: 2, vcjenjang_sekolah: 'SD', declattitude: null, declongitude: null,
  vehicles: [{ intid: 11, vcnopol: 'S 7001 AB', vcnama: 'Bus 1' }, { intid: 12, vcnopol: 'S 7002 AB', vcnama: 'Bus 2' }],
};
const vehicleOptions = { body: { data: [{ value: 11, label: 'S 7001 AB - Bus 1' }, { value: 12, label: 'S 7002 AB - Bus 2' }, { value: 13, label: 'S 7003 AB - Bus 3' }] } };
const spec = schoolsDeclaration as never;

describe('school form: serving vehicles (multiple select)', { timeout: 20_000 }, () => {
  it('edit preselects the serving vehicles; removing and adding one sends the new list of ids', async () => {
    const server = fakeApi(
      reply('GET', '/schools/3', { body: { data: school } }),
      reply('GET', '/lists/vehicle', vehicleOptions),
      reply('PUT', '/schools/3', { body: { message: 'Data berhasil diubah.', data: school } }),
    );
    renderAt('/master/sekolah', <FormModal spec={spec} show mode="update" id={3} onClose={() => {}} />);
    const u = userEvent.setup();
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('S 7001 AB - Bus 1')).toBeInTheDocument();
    expect(within(form).getByText('S 7002 AB - Bus 2')).toBeInTheDocument();

    await u.click(within(form).getByRole('button', { name: 'Remove S 7001 AB - Bus 1' }));
    await u.type(within(form).getByLabelText(/^Kendaraan yang melayani/), 'S 7003');
    await u.click(await screen.findByText('S 7003 AB - Bus 3'));
    await u.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(server.of('PUT', '/schools/3')).toHaveLength(1));
    expect(server.of('PUT', '/schools/3')[0].body).toEqual({ vckode: 'SD03', vcnama: 'SD Negeri 3 Tuban', vcalamat: 'Jl. Pemuda 3', intjenjangsekolah: 2, declattitude: null, declongitude: null, vehicles: [12, 13] });
  });

  it('detail lists the plates of the serving vehicles', async () => {
    fakeApi(reply('GET', '/schools/3', { body: { data: school } }));
    renderAt('/master/sekolah', <FormModal spec={spec} show mode="detail" id={3} onClose={() => {}} />);
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByRole('cell', { name: 'S 7001 AB' })).toBeInTheDocument();
    expect(within(form).getByRole('cell', { name: 'S 7002 AB' })).toBeInTheDocument();
    expect(within(form).getByText('SD03')).toBeInTheDocument();
  });
});
