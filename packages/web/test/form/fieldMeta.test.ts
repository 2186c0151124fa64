import { describe, expect, it } from 'vitest';
import {
  driverCreateBody,
  driverUpdateBody,
  fieldMeta,
  formDefaults,
  labelsOf,
  routePointBody,
  studentBody,
  userCreateBody,
  userUpdateBody,
  vehicleBody,
} from '@halte/contract';

describe('field metadata in the contract', () => {
  it('reads label, required flag, most characters and default from the field builders', () => {
    expect(fieldMeta(vehicleBody, 'vcnopol')).toEqual({ label: 'Nomor Kendaraan', required: true, max: 20, default: '' });
    expect(fieldMeta(vehicleBody, 'vcdevice_id')).toEqual({ label: 'ID Perangkat GPS', required: false, max: 64, default: '' });
    expect(fieldMeta(vehicleBody, 'intrute_angkutan_id')).toMatchObject({ label: 'Rute', required: true });
    expect(fieldMeta(driverCreateBody, 'intfungsional')).toMatchObject({ label: 'Menggunakan Akun?', required: false, default: 0 });
  });

  it('keeps the metadata through derived rules: a regex, a transform, a pipe made optional', () => {
    expect(fieldMeta(userCreateBody, 'vcusername')).toMatchObject({ label: 'Username', required: true, max: 50 });
    expect(fieldMeta(userCreateBody, 'vcemail')).toMatchObject({ label: 'Email', required: false, max: 200 });
    expect(fieldMeta(studentBody, 'vctelportuwali')).toMatchObject({ label: 'Nomor Telepon Orang Tua / Wali', required: true, max: 30 });
  });

  it('gives a choice the labels of its codes, the same the server names them by', () => {
    expect(fieldMeta(vehicleBody, 'inttypeangkutan')?.choices).toEqual({ 1: 'Bus', 2: 'Angkotan' });
    expect(fieldMeta(studentBody, 'intsex')?.choices).toEqual({ 1: 'Laki-laki', 2: 'Perempuan' });
  });

  it('a password is required on add and may stay empty on update', () => {
    expect(fieldMeta(userCreateBody, 'vcpassword')?.required).toBe(true);
    expect(fieldMeta(userUpdateBody, 'vcpassword')?.required).toBe(false);
    expect(fieldMeta(driverCreateBody, 'vcpassword')?.required).toBe(true);
    expect(fieldMeta(driverUpdateBody, 'vcpassword')?.required).toBe(false);
  });

  it('a relabelled field shows its form label while its messages keep the short one', () => {
    expect(fieldMeta(studentBody, 'vckode')).toMatchObject({ label: 'ID Siswa (NISN)', required: true, max: 30 });
    const refused = studentBody.safeParse({ vckode: '' });
    expect(refused.error?.issues.find((i) => i.path[0] === 'vckode')?.message).toBe('ID Siswa tidak boleh kosong.');
    expect(labelsOf(routePointBody)).toEqual({ vcnama: 'Nama titik', declattitude: 'Latitude', declongitude: 'Longitude' });
  });

  it('gives the empty add form of a body and every label by name', () => {
    expect(formDefaults(vehicleBody)).toEqual({ vckode: '', vcnama: '', vcnopol: '', inttypeangkutan: '', intrute_angkutan_id: '', vcdevice_id: '' });
    expect(formDefaults(driverCreateBody)).toMatchObject({ intfungsional: 0, vcusername: '', vcpassword: '' });
    expect(labelsOf(vehicleBody)).toEqual({
      vckode: 'Kode',
      vcnama: 'Nama',
      vcnopol: 'Nomor Kendaraan',
      inttypeangkutan: 'Tipe Kendaraan',
      intrute_angkutan_id: 'Rute',
      vcdevice_id: 'ID Perangkat GPS',
    });
  });
});
