import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { optionalText, passwordChangeBody, profileBody, requiredText, type ObjectSchema, type routeBody, type studentBody, type vehicleBody } from '@halte/contract';
import { CrudScreen } from '../../src/ui/CrudScreen';
import { DeclaredForm } from '../../src/ui/form/DeclaredForm';
import { declaredFields, type FieldDecl } from '../../src/ui/form/declaredFields';
import { accountsDeclaration } from '../../src/features/platform/accounts/accounts.declaration';
import { articlesDeclaration } from '../../src/features/school/articles/articles.declaration';
import { driversDeclaration } from '../../src/features/school/drivers/drivers.declaration';
import { menusDeclaration } from '../../src/features/platform/menus/menus.declaration';
import { passwordFields, profileFields } from '../../src/features/platform/profile/profile.fields';
import { rolesDeclaration } from '../../src/features/platform/roles/roles.declaration';
import { routesDeclaration } from '../../src/features/school/bus-routes/routes.declaration';
import { schoolsDeclaration } from '../../src/features/school/schools/schools.declaration';
import { slidersDeclaration } from '../../src/features/school/sliders/sliders.declaration';
import { studentsDeclaration } from '../../src/features/school/students/students.declaration';
import { usersDeclaration } from '../../src/features/platform/users/users.declaration';
import { vehiclesDeclaration } from '../../src/features/school/vehicles/vehicles.declaration';
import { fakeApi, memoryResource, renderAt, reply } from '../ui/fixtures';

const labelOf = (form: HTMLElement, control: HTMLElement) => form.querySelector(`label[for="${control.id}"]`)!;

describe('form fields declared once, in the contract', { timeout: 30_000 }, () => {
  it('the vehicle form shows the contract labels, required marks, lengths and choice labels', async () => {
    fakeApi(reply('GET', '/lists/route', { body: { data: [{ value: 1, label: 'Rute Tuban Kota' }] } }), memoryResource('/vehicles', []));
    renderAt('/master/kendaraan', <CrudScreen declaration={vehiclesDeclaration} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Tambah' }));
    const form = await screen.findByRole('dialog');

    const plate = within(form).getByLabelText('Nomor Kendaraan');
    expect(plate).toHaveAttribute('maxLength', '20');
    expect(plate).toHaveValue('');
    expect(labelOf(form, plate)).toHaveClass('required');
    const device = within(form).getByLabelText('ID Perangkat GPS');
    expect(device).toHaveAttribute('maxLength', '64');
    expect(labelOf(form, device)).not.toHaveClass('required');
    const type = within(form).getByLabelText('Tipe Kendaraan');
    expect(labelOf(form, type)).toHaveClass('required');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['-- Pilih --', 'Bus', 'Angkotan']);
  });

  it('a form built from a schema takes its label, mark, length and default from it, and its messages', async () => {
    const schema = z.object({ vcnopol: requiredText('Nomor Polisi', 12), vcketerangan: optionalText('Keterangan', 40) });
    const onSubmit = vi.fn(async () => {});
    fakeApi();
    renderAt('/', <DeclaredForm label="Uji" idPrefix="uji" schema={schema} fields={[{ name: 'vcnopol', type: 'text' }, { name: 'vcketerangan', type: 'textarea' }]} onSubmit={onSubmit} />);
    const u = userEvent.setup();
    const plate = await screen.findByLabelText('Nomor Polisi');
    expect(plate).toHaveAttribute('maxLength', '12');
    expect(screen.getByText('Nomor Polisi')).toHaveClass('required');
    expect(screen.getByLabelText('Keterangan')).toHaveAttribute('maxLength', '40');
    expect(screen.getByText('Keterangan')).not.toHaveClass('required');

    await u.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nomor Polisi tidak boleh kosong.')).toBeInTheDocument();
    await u.type(plate, 's 1234 ab');
    await u.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ vcnopol: 's 1234 ab', vcketerangan: '' }));
  });

  it('a required list starts with one blank item whose fields are labelled by the item schema', async () => {
    fakeApi(memoryResource('/routes', []));
    renderAt('/master/rute', <CrudScreen declaration={routesDeclaration} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Tambah' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('Nama titik 1')).toHaveAttribute('maxLength', '100');
    expect(within(form).getByLabelText('Longitude 1')).toHaveValue('');
    expect(within(form).queryByLabelText('Nama titik 2')).not.toBeInTheDocument();
  });

  it('every field of every declared form has its label in the contract, in both modes', () => {
    const forms: { fields: FieldDecl<ObjectSchema>[]; schema: ObjectSchema | { add: ObjectSchema; update: ObjectSchema } }[] = [
      usersDeclaration, rolesDeclaration, menusDeclaration, driversDeclaration, vehiclesDeclaration, routesDeclaration, schoolsDeclaration,
      studentsDeclaration, accountsDeclaration, articlesDeclaration, slidersDeclaration,
      { fields: profileFields, schema: profileBody }, { fields: passwordFields, schema: passwordChangeBody },
    ].map((d) => d as unknown as (typeof forms)[number]);
    const schemas = (s: (typeof forms)[number]['schema']) => ('add' in s && 'update' in s ? [s.add, s.update] : [s as ObjectSchema]);
    for (const form of forms) {
      for (const schema of schemas(form.schema)) {
        for (const field of declaredFields(schema, form.fields)) expect(field.label, field.name).toMatch(/\S/);
      }
    }
  });

  it('a misspelt field name does not compile', () => {
    // The checks are the `@ts-expect-error` lines: `tsc -b` fails when a misspelt name is accepted.
    const fields: FieldDecl<typeof vehicleBody>[] = [
      { name: 'vcnopol', type: 'text' },
      // @ts-expect-error no such field in the vehicle body
      { name: 'vcnopl', type: 'text' },
      // @ts-expect-error the label comes from the contract, a declaration cannot restate it
      { name: 'vckode', type: 'text', label: 'Kode Kendaraan' },
    ];
    const points: FieldDecl<typeof routeBody>[] = [
      // @ts-expect-error no such field in a route point
      { name: 'titik_rute', type: 'repeat', addLabel: '+', removeLabel: () => '-', item: [{ name: 'vcnamaa', type: 'text' }] },
    ];
    const school: FieldDecl<typeof studentBody>[] = [
      // @ts-expect-error a field emptied on change must be a field of the same body
      { name: 'intsekolah', type: 'select', resets: ['intkelass'] },
    ];
    expect(fields).toHaveLength(3);
    expect(school).toHaveLength(1);
    expect(points).toHaveLength(1);
  });
});
