import { expect, type Page } from '@playwright/test';

/** A phone, as the phone pages' specs use: small screen, touch, service workers allowed (the default). */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true } as const;

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The page links its own manifest; it is valid, and every icon it names loads as a PNG of its size. */
export async function expectManifest(page: Page, scope: string) {
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute('href'))!;
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const m = (await res.json()) as Manifest;
  expect(m).toMatchObject({ start_url: scope, scope, display: 'standalone', lang: 'id' });
  expect(m.name).toContain('Halte');
  expect(m.short_name.length).toBeGreaterThan(0);
  expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of m.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const bytes = await file.body();
    // A PNG's header names its width and height.
    expect(bytes.subarray(1, 4).toString('ascii'), icon.src).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
}

/** The page's service worker is active for its own scope, and after a reload it controls the page. */
export async function expectServiceWorker(page: Page, scope: string) {
  const active = () => page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, state: registration.active?.state };
  });
  await expect.poll(active).toEqual({ scope: new URL(scope, page.url()).href, state: 'activated' });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** A reload without network is still the app (Chromium's own offline page has none of it). */
export async function reloadOffline(page: Page) {
  await page.reload();
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

/** One entry made without signal waits on the phone, and still waits after an offline reload. */
export async function expectOneWaitingAcrossReload(page: Page) {
  await expect(page.getByTestId('outbox-waiting')).toHaveText('1 menunggu dikirim');
  await reloadOffline(page);
  await expect(page.getByTestId('outbox-waiting')).toHaveText('1 menunggu dikirim');
}
