import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Keyboard-only helpers (issue 23, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7/2.4.11): the journey moves with Tab and
 * Shift+Tab only, and every stop is checked as it is reached.
 */

export interface FocusStop {
  /** The element's identity within this page (the same element gives the same number). */
  id: number;
  /** Tag, role and name of the focused element, for the failure message. */
  what: string;
  /** True when the element shows a focus indicator: an outline (the browser's own ring counts) or a box shadow. */
  indicated: boolean;
  /** True when some part of the element is on screen and not covered by something else (2.4.11). */
  seen: boolean;
  /** True when the focused element is inside an open modal dialog. */
  inModal: boolean;
}

/** Where focus is now, and whether a sighted keyboard user can see it. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
    const shadow = style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ];
    const seen = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && (element.contains(top) || top.contains(element));
    });
    const store = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusNext?: number };
    const ids = (store.__focusIds ??= new WeakMap());
    if (!ids.has(element)) ids.set(element, (store.__focusNext = (store.__focusNext ?? 0) + 1));
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
    return {
      id: ids.get(element)!,
      what: `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`,
      indicated: outline || shadow,
      seen,
      inModal: element.closest('[aria-modal="true"]') !== null,
    };
  });
}

/** The focused element is visible as focused: indicated and on screen. */
export async function expectVisibleFocus(page: Page): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect(stop, 'focus was lost to the page body').not.toBeNull();
  expect(stop!.indicated, `no visible focus indicator on ${stop!.what}`).toBe(true);
  expect(stop!.seen, `the focused ${stop!.what} is off screen or covered`).toBe(true);
  return stop!;
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. Fails when the target is
 * not reached within `max` presses — in particular when focus cycles through the same stops without reaching it
 * (trapped): outside a modal every stop may be passed once only.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<void> {
  const { backwards = false, max = 60 } = options;
  const seen: string[] = [];
  const passed = new Set<number>();
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await expectVisibleFocus(page);
    if (await isFocused(target)) return;
    seen.push(stop.what);
    // Back at a stop already passed: the order went round without reaching the target.
    if (!stop.inModal && passed.has(stop.id)) break;
    passed.add(stop.id);
  }
  throw new Error(`keyboard: ${String(target)} not reached with ${backwards ? 'Shift+Tab' : 'Tab'}; stops: ${seen.join(' → ')}`);
}

/** Inside an open modal, Tab and Shift+Tab go round the dialog's own controls and never leave it. */
export async function expectFocusKeptIn(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      const stop = await expectVisibleFocusOrDialog(page, dialog);
      expect(stop, `${key} left the dialog`).toBe(true);
    }
  }
}

// The dialog itself (tabindex -1) may hold focus when it has nothing else focusable; its controls must show focus.
async function expectVisibleFocusOrDialog(page: Page, dialog: Locator): Promise<boolean> {
  const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
  if (!inside) return false;
  if (!(await dialog.evaluate((element) => element === document.activeElement))) await expectVisibleFocus(page);
  return true;
}
