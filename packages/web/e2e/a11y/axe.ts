import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The bar: WCAG 2.0, 2.1 and 2.2 levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail the check; `minor` and `moderate` findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/** A screen has settled: its lazy code and first data are in, no spinner or placeholder left. */
export async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.page-spinner, .spinner-border, .placeholder-glow')).toHaveCount(0);
  await animationsEnded(page);
}

/**
 * Fades (toasts, dialogs, offcanvas) have ended, so colours are measured as they stay: two frames
 * for a change just made to start its transition, then no finite animation left running.
 */
async function animationsEnded(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** An offending element: its selector, and what the first failed check says (a contrast names both colours). */
const describe = (n: NodeResult) => `${n.target.join(' ')} — ${[...n.any, ...n.all, ...n.none][0]?.message ?? ''}`;

/**
 * The serious and critical axe findings on the page as it is now, one line each: rule, targets,
 * what fails. The lesser ones are attached to the test's results for review.
 */
export async function blockingViolations(page: Page, where: string): Promise<string[]> {
  // Only the violations are read: axe then leaves out the detail of every passing node. (Options
  // first: `options()` replaces what `withTags()` set.)
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).analyze();
  const lesser = result.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (lesser.length > 0) {
    const body = lesser.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
    await test.info().attach(`axe-review ${where}`, { body, contentType: 'text/plain' });
  }
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes.map(describe).join('\n    ')}`);
}

/** Fails with every finding listed (route, rule id, targets), not just the first. */
export function expectNone(findings: string[]) {
  expect(findings, `accessibility violations:\n${findings.join('\n')}`).toEqual([]);
}

export type Theme = 'light' | 'dark';

/** Opens every page of this browser page in a theme, as the settings panel's dark mode stores it. */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((isDark) => localStorage.setItem('halteSettings', JSON.stringify({ isDark })), theme === 'dark');
}

/** A theme and a language to audit in. */
export interface Look { theme: Theme; language: 'id' | 'en' }

/** Each language once and each theme once: every screen is read in both of each, in two passes. */
export const LOOKS: readonly Look[] = [{ theme: 'light', language: 'id' }, { theme: 'dark', language: 'en' }];

/** Opens every page of this browser page in a look: its theme, and its language as the switch stores it. */
export async function useLook(page: Page, look: Look) {
  await useTheme(page, look.theme);
  await page.addInitScript((language) => localStorage.setItem('halteLanguage', language), look.language);
}

/** The blocking findings of the page as it stands once settled (a dialog or a menu open), its language included. */
export async function auditHere(page: Page, where: string) {
  await settled(page);
  const findings: string[] = [];
  // A screen reader reads the page in the language it declares: it must be the one shown.
  const lang = await page.locator('html').getAttribute('lang');
  const shown = await page.evaluate(() => localStorage.getItem('halteLanguage') ?? 'id');
  if (lang !== shown) findings.push(`${where}: <html lang="${lang}">, expected "${shown}"`);
  findings.push(...(await blockingViolations(page, where)));
  return findings;
}

/** Opens each path in turn and gathers the blocking findings of all of them. */
export async function auditPaths(page: Page, paths: string[], label: string) {
  const findings: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    findings.push(...(await auditHere(page, `${label} ${path}`)));
  }
  return findings;
}
