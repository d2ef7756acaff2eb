/**
 * Where the keyboard goes when a step opens: after Back or Next to the step's heading, so a screen
 * reader says which step this is; after a failed save to the first field with an error (an input
 * marked invalid, or what can take focus inside a field shown in error), else to the heading.
 */
export type StepFocus = 'heading' | 'firstError';

const errorTargets = '[aria-invalid="true"], .Mui-error [tabindex="0"], .Mui-error button';

// jsdom knows no layout: there every element counts as shown.
const isShown = (element: HTMLElement) => element.checkVisibility?.() ?? true;

export function focusStep(panel: HTMLElement, focus: StepFocus) {
  const firstError = focus === 'firstError' ? Array.from(panel.querySelectorAll<HTMLElement>(errorTargets)).find(isShown) : undefined;
  (firstError ?? panel.querySelector<HTMLElement>('h2'))?.focus();
}
