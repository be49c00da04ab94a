/** The share of the screen, from its top, where a focused field needs no scrolling (toasts stand below it). */
const UPPER_PART = 0.6;
const FOCUSABLE = ':is(input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])):not([disabled], [hidden])';

/**
 * Moves focus to the first field with a problem inside `container`, in the order the seller sees them (issue 39):
 * a field marked `aria-invalid`, or a group marked `data-invalid` (the photos), whose first control takes the focus.
 * A field already in the upper part of the screen stays where it is (the titles and the summary above it stay in
 * view); any other is brought to the middle, clear of the toasts at the bottom. False when nothing there is marked.
 */
export function focusFirstProblem(container: HTMLElement | null): boolean {
  const marked = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!marked) return false;
  const target = marked.matches(FOCUSABLE) ? marked : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked);
  target.focus({ preventScroll: true });
  const box = target.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight * UPPER_PART) target.scrollIntoView({ block: 'center' });
  return true;
}
