import { expect, test, type Page } from '@playwright/test';
import { adminSession, api, openAsAdmin, unique } from './helpers';
import { rowOf, search, shoot } from './crud-flow';

test.setTimeout(180_000);

/**
 * Counts window.print() calls instead of opening the system dialog, and fires `afterprint` as
 * the browser does when its dialog closes (printed or cancelled alike).
 */
const stubPrint = (page: Page) =>
  page.context().addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
      window.dispatchEvent(new Event('afterprint'));
    };
  });

type Answer = 'Tandai sudah dicetak' | 'Belum tercetak';

/** The answer to 'Apakah kartu sudah tercetak?', asked once a print dialog closed. */
async function answerPrinted(page: Page, answer: Answer) {
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Apakah kartu sudah tercetak?');
  await ask.getByRole('button', { name: answer }).click();
  await expect(ask).toBeHidden();
}

/** 'Cetak', then the answer. */
async function printAndAnswer(page: Page, answer: Answer) {
  await page.getByRole('button', { name: 'Cetak', exact: true }).click();
  await answerPrinted(page, answer);
}

test("driver card: the list's print action opens the card in a new tab; 'Cetak' prints, the card is marked only when the user says it came out, the list then highlights the action", async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('K');
  const created = await api<{ data: { intid: number } }>(page.request, 'POST', '/employee', {
    token: admin.token,
    body: { vccode_driver: `${P}01`, vcnip: `${P}NIP`, vcname: `Slamet ${P}`, vcphone: '081234567890', intfungsional: 0 },
  });
  expect(created.status).toBe(201);
  const config = await api<{ department_name: string }>(page.request, 'GET', '/config');
  await stubPrint(page);

  await openAsAdmin(page, '/master/pengemudi');
  await search(page, P);
  const action = rowOf(page, `${P}01`).getByRole('button', { name: 'Cetak Kartu' });
  await expect(action).not.toHaveClass(/btn-success/);

  const [card] = await Promise.all([page.context().waitForEvent('page'), action.click()]);
  await expect(card).toHaveURL(new RegExp(`/cetak/pengemudi/${created.json.data.intid}$`));
  const idCard = card.getByRole('article', { name: 'Kartu Pengemudi' });
  await expect(idCard).toContainText(config.json.department_name);
  await expect(idCard).toContainText(`Slamet ${P}`);
  await expect(idCard).toContainText(`${P}01`);
  const qr = idCard.getByRole('img', { name: `Kode QR ${P}01` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  // The card is ID-1 size: 85.6 × 54 mm at 96 px per inch, shown 1.6 times larger on screen.
  const box = await idCard.boundingBox();
  expect(Math.round(box!.width)).toBe(Math.round((85.6 / 25.4) * 96 * 1.6));
  expect(Math.round(box!.height)).toBe(Math.round((54 / 25.4) * 96 * 1.6));
  await expect(card.getByText('Kartu ini belum pernah dicetak.')).toBeVisible();
  await shoot(card, 'print-card-driver');

  // On paper: one page of the card's size.
  const pdf = (await card.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const [, w, h] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
  expect(Math.round(Number(w))).toBe(Math.round((85.6 / 25.4) * 72));
  expect(Math.round(Number(h))).toBe(Math.round((54 / 25.4) * 72));

  // Printing without the button (here to PDF) asks too. The card did not come out (a cancelled
  // dialog, a jammed printer): nothing is marked.
  await answerPrinted(card, 'Belum tercetak');
  await expect(card.getByText('Kartu ini belum pernah dicetak.')).toBeVisible();
  const notYet = await api<{ data: { intprint_card: number } }>(page.request, 'GET', `/employee/${created.json.data.intid}`, { token: admin.token });
  expect(notYet.json.data.intprint_card).toBe(0);

  await printAndAnswer(card, 'Tandai sudah dicetak');
  await expect(card.getByText('Kartu ditandai sudah dicetak.')).toBeVisible();
  await expect(card.getByText('Kartu ini sudah pernah dicetak.')).toBeVisible();
  expect(await card.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printed = await api<{ data: { intprint_card: number } }>(page.request, 'GET', `/employee/${created.json.data.intid}`, { token: admin.token });
  expect(printed.json.data.intprint_card).toBe(1);
  await card.close();

  // Back on the list (its tab regains focus and reloads), the print action is highlighted.
  await page.bringToFront();
  await page.reload();
  await expect(rowOf(page, `${P}01`).getByRole('button', { name: 'Cetak Kartu' })).toHaveClass(/btn-success/);
  await shoot(page, 'print-list-highlighted');
});

test('student card: name, NIS and QR on the generic print page; printing marks it once the user says it came out', async ({ page }) => {
  const admin = await adminSession(page.request);
  const P = unique('N');
  const school = await api<{ data: { intid: number; vcnama: string } }>(page.request, 'POST', '/schools', {
    token: admin.token,
    body: { vckode: `${P}S`, vcnama: `SMP Negeri ${P}`, vcalamat: 'Jl. Pramuka 1, Tuban', intjenjangsekolah: 3 },
  });
  expect(school.status).toBe(201);
  const classes = await api<{ data: { value: number; label: string }[] }>(page.request, 'GET', '/lists/class/3', { token: admin.token });
  const student = await api<{ data: { intid: number } }>(page.request, 'POST', '/students', {
    token: admin.token,
    body: {
      vckode: `${P}0099`, vcnama: `Siti Aminah ${P}`, vcalamat: 'Jl. Sunan Kalijaga 5', intsex: 2, intsekolah: school.json.data.intid,
      intkelas: classes.json.data[0].value, vcnamaortuwali: 'Ahmad', vctelportuwali: '081234567000', vcnikortuwali: '', intuser_public_id: '0',
    },
  });
  expect(student.status, JSON.stringify(student.json)).toBe(201);
  await stubPrint(page);

  await openAsAdmin(page, `/cetak/siswa/${student.json.data.intid}`);
  const idCard = page.getByRole('article', { name: 'Kartu Siswa' });
  await expect(idCard).toContainText(`Siti Aminah ${P}`);
  await expect(idCard).toContainText(`${P}0099`);
  await expect(idCard).toContainText(`SMP Negeri ${P}`);
  await expect(idCard).toContainText(classes.json.data[0].label);
  await expect(idCard.getByRole('img', { name: `Kode QR ${P}0099` })).toBeVisible();
  await shoot(page, 'print-card-student');

  await printAndAnswer(page, 'Tandai sudah dicetak');
  await expect(page.getByText('Kartu siswa ditandai sudah dicetak.')).toBeVisible();
  const printed = await api<{ data: { intprint_card: number } }>(page.request, 'GET', `/students/${student.json.data.intid}`, { token: admin.token });
  expect(printed.json.data.intprint_card).toBe(1);
});

test('the print page needs a session and knows only its card kinds', async ({ page }) => {
  await page.goto('/cetak/pengemudi/1');
  await expect(page).toHaveURL(/\/login$/);
  await openAsAdmin(page, '/cetak/kendaraan/1');
  await expect(page).toHaveURL(/\/errors\/404$/);
});
