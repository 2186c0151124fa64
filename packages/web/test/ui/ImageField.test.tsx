import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ImageField } from '../../src/ui/form/ImageField';
import { FormFields } from '../../src/ui/form/FormFields';
import type { FieldDef, Values } from '../../src/ui/form/types';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
const WEBP_BYTES = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20];
const base64Of = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

const fields: FieldDef[] = [{ name: 'vcimage', label: 'Gambar', type: 'custom', component: ImageField }];

function ImageForm({ initial = '', onSubmit }: { initial?: string; onSubmit: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { vcimage: initial } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <FormFields fields={fields} mode="add" idPrefix="t" />
        <button type="submit">Kirim</button>
      </form>
    </FormProvider>
  );
}

/** Picks files as a user would, without the browser's accept filter (a user can pick "All files"). */
async function pick(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('Gambar'), file);
  return user;
}

describe('ImageField', () => {
  it('refuses a file that is not JPEG, PNG or WebP with a clear message and keeps the value', async () => {
    const submit = vi.fn();
    render(<ImageForm onSubmit={submit} />);
    const user = await pick(new File(['halo, ini bukan gambar'], 'catatan.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gambar harus berformat JPEG, PNG atau WebP.');
    expect(screen.queryByAltText('Pratinjau gambar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0][0]).toEqual({ vcimage: '' });
  });

  it('judges by content: a text file named .png with an image type is refused', async () => {
    render(<ImageForm onSubmit={vi.fn()} />);
    await pick(new File(['<script>alert(1)</script>'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gambar harus berformat JPEG, PNG atau WebP.');
  });

  it('refuses an image over 2 MB', async () => {
    render(<ImageForm onSubmit={vi.fn()} />);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    await pick(new File([big], 'besar.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ukuran gambar maksimal 2 MB.');
  });

  it.each([
    ['PNG', PNG_BYTES, 'image/png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['WebP', WEBP_BYTES, 'image/webp'],
  ])('accepts a %s: preview at 20%% width, value is base64 without the data: prefix', async (_name, bytes, type) => {
    const submit = vi.fn();
    render(<ImageForm onSubmit={submit} />);
    // The claimed type is wrong on purpose: the bytes decide.
    const user = await pick(new File([new Uint8Array(bytes)], 'gambar.bin', { type: 'application/octet-stream' }));
    const preview = await screen.findByAltText('Pratinjau gambar');
    expect(preview).toHaveAttribute('src', `data:${type};base64,${base64Of(bytes)}`);
    expect(preview.style.width).toBe('20%');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const sent = submit.mock.calls[0][0].vcimage as string;
    expect(sent).toBe(base64Of(bytes));
    expect(sent.startsWith('data:')).toBe(false);
  });

  it('a good file after a bad one clears the message; Hapus Gambar empties the value', async () => {
    const submit = vi.fn();
    render(<ImageForm onSubmit={submit} />);
    const user = await pick(new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Gambar'), new File([new Uint8Array(PNG_BYTES)], 'b.png', { type: 'image/png' }));
    await screen.findByAltText('Pratinjau gambar');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus Gambar' }));
    expect(screen.queryByAltText('Pratinjau gambar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0][0]).toEqual({ vcimage: '' });
  });

  it('shows a stored image (base64 from the server) as the current picture', () => {
    render(<ImageForm initial={base64Of(JPEG_BYTES)} onSubmit={vi.fn()} />);
    expect(screen.getByAltText('Pratinjau gambar')).toHaveAttribute('src', `data:image/jpeg;base64,${base64Of(JPEG_BYTES)}`);
    expect(screen.getByRole('button', { name: /Ganti Gambar/ })).toBeInTheDocument();
  });
});
