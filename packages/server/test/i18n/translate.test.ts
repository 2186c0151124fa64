// The translator under test, with the dictionary the server installs at start.
import '@halte/contract/english';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUS_REPORT_COLUMNS, DEFAULT_LANGUAGE, MSG, labelsOf, requiredOf, setLanguageSource, tooLongOf, tooManyWait, translate, translateColumns, translateIn,
  translateLabels, vehicleBody, wholeNumber,
} from '@halte/contract';

describe('translate', () => {
  afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

  it('finds a text the dictionary holds', () => {
    expect(translate(MSG.saved, 'en')).toBe('Data saved.');
    expect(translate('Laporan Bus', 'en')).toBe('Bus Report');
  });

  it('reads a text built from a label through its pattern, the label in English too', () => {
    expect(translate(requiredOf('Nomor Kendaraan'), 'en')).toBe('Plate Number is required.');
    expect(translate(tooLongOf('Nama Orang Tua / Wali', 100), 'en')).toBe('Parent / Guardian Name must be at most 100 characters.');
    expect(translate('Kelas tidak sesuai dengan jenjang sekolah (SMA / SMK).', 'en')).toBe('The class does not match the school level (Senior High / Vocational).');
  });

  it('a piece that is itself built from pieces is read through its own pattern', () => {
    expect(translate(tooManyWait(120_000), 'en')).toBe('Too many failed attempts. Please try again in 2 minutes.');
    expect(translate(tooManyWait(1000), 'en')).toBe('Too many failed attempts. Please try again in 1 second.');
  });

  it('groups a number as English does', () => {
    const message = wholeNumber('Biaya Awal', 10_000_000).safeParse(-1).error!.issues[0].message;
    expect(message).toBe('Biaya Awal harus berupa bilangan bulat 0 sampai 10.000.000.');
    expect(translate(message, 'en')).toBe('Initial Fee must be a whole number from 0 to 10,000,000.');
  });

  it('tries the more specific pattern first', () => {
    expect(translate('Periode: 01/11/2026 s.d. 30/11/2026', 'en')).toBe('Period: 01/11/2026 to 30/11/2026');
    expect(translate('Periode: Januari 2026', 'en')).toBe('Period: January 2026');
    expect(translate('Kode sudah digunakan.', 'en')).toBe('Code is already in use.');
    expect(translate('Kode K-01', 'en')).toBe('Code K-01');
  });

  it('leaves what users typed as it is inside a pattern', () => {
    expect(translate('Kendala perjalanan: B 1234 CD', 'en')).toBe('Trip problem: B 1234 CD');
    expect(translate('Andi Saputra (SD Negeri 1 Tuban) oleh Budi', 'en')).toBe('Andi Saputra (SD Negeri 1 Tuban) by Budi');
    expect(translate('Pengaduan baru: PGD-20261123-0001', 'en')).toBe('New complaint: PGD-20261123-0001');
  });

  it('gives back a text it does not know unchanged', () => {
    expect(translate('SD Negeri 1 Tuban', 'en')).toBe('SD Negeri 1 Tuban');
    expect(translate('', 'en')).toBe('');
    expect(translate('x'.repeat(600) + ' tidak boleh kosong.', 'en')).toBe('x'.repeat(600) + ' tidak boleh kosong.');
  });

  it('Indonesian is the text itself', () => {
    expect(translate(MSG.saved, 'id')).toBe(MSG.saved);
    expect(translate(requiredOf('Nama'), 'id')).toBe('Nama tidak boleh kosong.');
  });

  it('without a language, reads the language now', () => {
    expect(translate(MSG.notFound)).toBe(MSG.notFound);
    setLanguageSource(() => 'en');
    expect(translate(MSG.notFound)).toBe('Data not found.');
    expect(translate(MSG.notFound)).toBe('Data not found.');
  });

  it('a menu names a list: its own English where the word alone differs', () => {
    expect(translateIn('menu', 'Kendaraan', 'en')).toBe('Vehicles');
    expect(translate('Kendaraan', 'en')).toBe('Vehicle');
    expect(translateIn('menu', 'Data User', 'en')).toBe('Users');
    expect(translateIn('menu', 'Kendaraan', 'id')).toBe('Kendaraan');
    expect(translateIn('menu', 'Menu Saya', 'en')).toBe('Menu Saya');
  });

  it('translates a record of labels and a report’s columns', () => {
    const labels = translateLabels(labelsOf(vehicleBody), 'en');
    expect(labels).toMatchObject({ vcnopol: 'Plate Number', inttypeangkutan: 'Vehicle Type', intrute_angkutan_id: 'Route' });
    expect(translateLabels(labelsOf(vehicleBody), 'id')).toEqual(labelsOf(vehicleBody));
    const columns = translateColumns(BUS_REPORT_COLUMNS, 'en');
    expect(columns.map((c) => c.label)).toEqual(['Date', 'Bus Number', 'Bus Name', 'Route', 'Status', 'Trips', 'Students']);
    expect(columns.map((c) => c.key)).toEqual(BUS_REPORT_COLUMNS.map((c) => c.key));
  });
});
