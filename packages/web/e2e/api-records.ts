import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './helpers';

/** Records the specs of students, app accounts, articles, sliders and search make through the API. */

export interface Made { intid: number }

async function made<T = Made>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<T> {
  const res = await api<{ data: T }>(request, 'POST', path, { token, body });
  expect(res.status, `${path}: ${JSON.stringify(res.json)}`).toBe(201);
  return res.json.data;
}

/** A school of a level (2 SD, 3 SMP, 4 SMA / SMK) and its classes, as `/class/{id}` lists them. */
export async function createSchool(request: APIRequestContext, token: string, code: string, name: string, level: 2 | 3 | 4) {
  const school = await made(request, token, '/schools', { vckode: code, vcnama: name, vcalamat: `Jl. Sekolah ${code}, Tuban`, intjenjangsekolah: level });
  const classes = await api<{ data: { value: number; label: string }[] }>(request, 'GET', `/class/${school.intid}`, { token });
  expect(classes.status).toBe(200);
  return { intid: school.intid, name, classes: classes.json.data };
}

export const createStudent = (request: APIRequestContext, token: string, s: { nisn: string; name: string; schoolId: number; classId: number }) =>
  made(request, token, '/students', {
    vckode: s.nisn,
    vcnama: s.name,
    vcalamat: 'Jl. Pemuda 12, Tuban',
    intsex: 2,
    intsekolah: s.schoolId,
    intkelas: s.classId,
    vcnamaortuwali: 'Sutrisno',
    vctelportuwali: '081234567890',
    vcnikortuwali: '',
    intuser_public_id: '0',
  });

export const createDriver = (request: APIRequestContext, token: string, code: string, name: string) =>
  made(request, token, '/employee', { vccode_driver: code, vcnip: `NIP${code}`, vcname: name, vcphone: '081298765432', intfungsional: 0 });

/** A real PNG (a piece of the current page), as a user would pick from disk. */
export async function pngOf(page: Page, width = 320, height = 200) {
  return { name: 'gambar.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width, height } }) };
}

/** The same PNG as the wire carries it: base64 without the `data:` prefix. */
export const base64Of = (file: { buffer: Buffer }) => file.buffer.toString('base64');

/** A parent who signed up and in through the member API. */
export async function memberSession(request: APIRequestContext, tag: string) {
  const email = `${tag.toLowerCase()}@example.com`;
  const body = { vcname: `Wali ${tag}`, vcemail: email, vcphone: `0813${String(Date.now()).slice(-8)}`, password: 'wali-rahasia-1' };
  expect((await api(request, 'POST', '/member/signup', { body })).status).toBe(201);
  const res = await api<{ token: string; intid: number }>(request, 'POST', '/member/signin', { body: { username: email, password: body.password } });
  expect(res.status).toBe(200);
  return { ...res.json, name: body.vcname };
}
