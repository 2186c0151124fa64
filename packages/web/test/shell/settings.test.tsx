import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_KEY } from '../../src/shell/settings/settings';
import { getSettings, reloadSettings } from '../../src/shell/settings/store';
import { SettingsPanel } from '../../src/shell/settings/SettingsPanel';

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');
const html = document.documentElement;

beforeEach(() => reloadSettings());

describe('appearance settings', () => {
  it('starts from the defaults: light, left-to-right, boxed, vertical, transparent, expanded', () => {
    expect(readSettings()).toEqual({
      isDark: false,
      isRTL: false,
      isFluid: false,
      navbarPosition: 'vertical',
      navbarStyle: 'transparent',
      isNavbarVerticalCollapsed: false,
    });
  });

  it('falls back to the default for each damaged or unknown stored value', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ isDark: true, navbarPosition: 'sideways', navbarStyle: 42, isRTL: 'yes' }));
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, isDark: true });
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('stores every change, applies dark and RTL to the document, and Reset restores the defaults', async () => {
    const user = userEvent.setup();
    render(<SettingsPanel show onHide={() => {}} />);

    await user.click(screen.getByLabelText('Mode gelap'));
    expect(stored().isDark).toBe(true);
    expect(html).toHaveAttribute('data-bs-theme', 'dark');

    await user.click(screen.getByLabelText('Kanan ke kiri (RTL)'));
    expect(stored().isRTL).toBe(true);
    expect(html).toHaveAttribute('dir', 'rtl');
    // (Which Bootstrap stylesheet is loaded is checked in the browser: vitest does not load CSS.)

    await user.click(screen.getByLabelText('Tata letak penuh (fluid)'));
    await user.click(screen.getByRole('radio', { name: 'Atas ganda' }));
    expect(stored()).toMatchObject({ isFluid: true, navbarPosition: 'double-top' });
    // The vertical style does not apply to a layout without a vertical navbar.
    expect(screen.getByRole('radio', { name: 'Cerah' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Kombinasi' }));
    await user.click(screen.getByRole('radio', { name: 'Cerah' }));
    expect(stored()).toMatchObject({ navbarPosition: 'combo', navbarStyle: 'vibrant' });

    await user.click(screen.getByRole('button', { name: 'Atur Ulang' }));
    expect(stored()).toEqual(DEFAULT_SETTINGS);
    expect(html).toHaveAttribute('data-bs-theme', 'light');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Mode gelap')).not.toBeChecked();
  });

  it('reads the stored choices back after a reload', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, isDark: true, navbarStyle: 'card' }));
    reloadSettings();
    expect(getSettings()).toMatchObject({ isDark: true, navbarStyle: 'card' });
    render(<SettingsPanel show onHide={() => {}} />);
    expect(screen.getByLabelText('Mode gelap')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kartu' })).toBeChecked();
  });
});
