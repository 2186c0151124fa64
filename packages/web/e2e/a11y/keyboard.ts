import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks the
 * focus shows: an outline or a ring drawn around it. Fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${target.toString()}`);
}

/** The focused element draws a focus indicator (an outline, or a box-shadow ring). */
export async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((el) => {
    // A toggle button's input is hidden: the button after it shows the focus.
    const s = getComputedStyle(el.classList.contains('btn-check') && el.nextElementSibling ? el.nextElementSibling : el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1, ring: s.boxShadow !== 'none' };
  });
  expect(style.outline || style.ring, `${target.toString()} shows its focus`).toBe(true);
}

/** `target` has the focus (after a dialog opens or closes). */
export async function expectFocused(target: Locator) {
  await expect.poll(() => isFocused(target), { message: `${target.toString()} has the focus` }).toBe(true);
}

/** The focus is somewhere inside `scope`. */
export async function expectFocusWithin(scope: Locator) {
  await expect.poll(() => scope.evaluate((el) => el.contains(document.activeElement)).catch(() => false), { message: `focus inside ${scope.toString()}` }).toBe(true);
}
