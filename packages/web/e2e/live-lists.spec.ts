import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginWithForm, unique, userWithMenus } from './helpers';
import { dialog, field, listRows, openFromSidebar, rowOf, saveForm, search } from './crud-flow';

test.setTimeout(120_000);

/** An operator of the schools screen, signed in through the form in a browser of their own. */
async function operator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const who = await userWithMenus(page.request, ['/master/sekolah']);
  await loginWithForm(page, who.username, who.password);
  await openFromSidebar(page, 'Sekolah', 'Data Sekolah');
  return page;
}

test('two operators: a school one adds, renames and deletes shows on the other\'s open list without reloading', async ({ browser }) => {
  const P = unique('LIVE');
  const [writer, watcher] = await Promise.all([operator(browser), operator(browser)]);
  await search(watcher, P);
  await expect(watcher.getByText('Data Tidak Tersedia.')).toBeVisible();
  // A full reload would lose this mark.
  await watcher.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await writer.getByRole('button', { name: 'Tambah', exact: true }).click();
  const form = dialog(writer);
  await field(form, 'Kode').fill(`${P}1`);
  await field(form, 'Nama').fill(`SD Negeri ${P}`);
  await field(form, 'Alamat').fill('Jl. Sunan Kalijaga 5, Tuban');
  await field(form, 'Jenjang Sekolah').selectOption({ label: 'SD' });
  await saveForm(writer, 'Data berhasil disimpan.');

  await expect(rowOf(watcher, `${P}1`)).toContainText(`SD Negeri ${P}`);

  await search(writer, P);
  await rowOf(writer, `${P}1`).getByRole('button', { name: 'Ubah' }).click();
  await field(form, 'Nama').fill(`SD Negeri ${P} Baru`);
  await saveForm(writer, 'Data berhasil diubah.');
  await expect(rowOf(watcher, `${P}1`)).toContainText(`SD Negeri ${P} Baru`);

  await rowOf(writer, `${P}1`).getByRole('button', { name: 'Hapus' }).click();
  await dialog(writer).getByRole('button', { name: 'Ya' }).click();
  await expect(writer.getByText('Data berhasil dihapus.')).toBeVisible();
  await expect(listRows(watcher).filter({ hasText: `${P}1` })).toHaveCount(0);
  await expect(watcher.getByText('Data Tidak Tersedia.')).toBeVisible();

  expect(await watcher.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await Promise.all([writer.context().close(), watcher.context().close()]);
});
