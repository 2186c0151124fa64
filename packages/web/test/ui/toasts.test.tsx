import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast, toastStore } from '../../src/ui/toast/toast';
import { ToastRegion } from '../../src/ui/toast/ToastRegion';

afterEach(() => {
  for (const t of toastStore.get()) toast.dismiss(t.id);
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Pemberitahuan (Alt+T)' });

describe('toasts', () => {
  it('wait as an empty polite region; each shows as an alert, newest first, and closes after 3 seconds', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();

    act(() => void toast.success('Data berhasil disimpan.'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => void toast.error('Sesi Anda telah berakhir.'));
    expect(within(region()).getAllByRole('alert').map((a) => a.textContent)).toEqual(['Sesi Anda telah berakhir.', 'Data berhasil disimpan.']);

    act(() => vi.advanceTimersByTime(2100));
    expect(within(region()).getAllByRole('alert').map((a) => a.textContent)).toEqual(['Sesi Anda telah berakhir.']);
    act(() => vi.advanceTimersByTime(1000));
    expect(within(region()).queryAllByRole('alert')).toHaveLength(0);
  });

  it('stays while the pointer is on it and closes 3 seconds after it leaves', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => void toast.info('Pengaduan baru'));
    const alert = within(region()).getByRole('alert');
    fireEvent.mouseEnter(alert);
    act(() => vi.advanceTimersByTime(10_000));
    expect(alert).toBeInTheDocument();
    fireEvent.mouseLeave(alert);
    act(() => vi.advanceTimersByTime(2900));
    expect(alert).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(alert).not.toBeInTheDocument();
  });

  it('shows a toast of the same id once while it shows', () => {
    render(<ToastRegion />);
    act(() => void toast.error('Sesi Anda telah berakhir.', { toastId: 'unauthorized' }));
    act(() => void toast.error('Sesi Anda telah berakhir.', { toastId: 'unauthorized' }));
    expect(within(region()).getAllByRole('alert')).toHaveLength(1);
  });

  it('closes on its button named in Indonesian, or on a click; Alt+T moves the focus to the newest', () => {
    render(<ToastRegion />);
    act(() => void toast.success('Satu'));
    act(() => void toast.success('Dua'));
    fireEvent.keyDown(document, { key: 't', altKey: true });
    expect(document.activeElement).toHaveTextContent('Dua');

    fireEvent.click(within(region()).getAllByRole('button', { name: 'Tutup pemberitahuan' })[0]);
    expect(within(region()).getAllByRole('alert').map((a) => a.textContent)).toEqual(['Satu']);
    fireEvent.click(within(region()).getByRole('alert'));
    expect(within(region()).queryAllByRole('alert')).toHaveLength(0);
  });
});
