import { expect, test } from '@playwright/test';
import { blockingViolations } from './a11y/axe';

// The audit every accessibility spec relies on finds what it is meant to find: were its rules
// switched off (a wrong option, a tag list dropped), every walk would pass on any page.
test('the audit names a text too pale to read and a field without a label, and passes the same page fixed', async ({ page }) => {
  const html = (color: string, label: string) =>
    `<!doctype html><html lang="id"><head><title>Uji</title></head><body><main>
      <h1>Uji</h1><p style="color:${color};background:#fff">Teks keterangan</p>${label}<input id="nama" type="text">
    </main></body></html>`;

  await page.setContent(html('#c8c8c8', ''));
  const findings = await blockingViolations(page, 'bad page');
  expect(findings.some((f) => f.includes('color-contrast'))).toBe(true);
  expect(findings.some((f) => f.includes('label'))).toBe(true);

  await page.setContent(html('#333333', '<label for="nama">Nama</label>'));
  expect(await blockingViolations(page, 'fixed page')).toEqual([]);
});
