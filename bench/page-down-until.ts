/**
 * Scrolls the page down by the window's height, frame after frame, as a reader paging down
 * would, until `lastRow` is in the DOM. Paging down (rather than jumping to the end every frame)
 * lets an infinite list's loading sentinel leave the view when a page arrives, so its
 * IntersectionObserver sees the next approach, as it would with a reader. With `nudgeAfterFrames`,
 * a list that sits at its end without growing for that many frames is nudged as a reader would
 * (a window up, then on down again), and the nudges are counted: a list that needs them stalls.
 * Past `budgetMs` it stops where it is (`reached: false`), or, with `failOverBudget`, fails.
 * Runs in the page: `page.evaluate(pageDownUntil, { lastRow, budgetMs })`.
 */
export interface PageDownResult {
  reached: boolean;
  seconds: number;
  nudges: number;
}

export function pageDownUntil({
  lastRow,
  budgetMs,
  nudgeAfterFrames,
  failOverBudget = true,
}: {
  lastRow: string;
  budgetMs: number;
  nudgeAfterFrames?: number;
  failOverBudget?: boolean;
}): Promise<PageDownResult> {
  const started = performance.now();
  let nudges = 0;
  let stillFrames = 0;
  let lastHeight = 0;
  return new Promise((resolve, reject) => {
    const result = (reached: boolean) => ({ reached, seconds: (performance.now() - started) / 1000, nudges });
    const step = () => {
      if (document.querySelector(lastRow)) return resolve(result(true));
      if (performance.now() - started > budgetMs) {
        return failOverBudget ? reject(new Error(`${lastRow} not reached within ${budgetMs} ms`)) : resolve(result(false));
      }
      const height = document.documentElement.scrollHeight;
      const atEnd = window.scrollY + window.innerHeight >= height - 1;
      stillFrames = atEnd && height === lastHeight ? stillFrames + 1 : 0;
      lastHeight = height;
      if (nudgeAfterFrames !== undefined && stillFrames > nudgeAfterFrames) {
        nudges += 1;
        stillFrames = 0;
        window.scrollBy(0, -window.innerHeight);
      } else {
        window.scrollBy(0, window.innerHeight);
      }
      requestAnimationFrame(() => setTimeout(step, 0));
    };
    step();
  });
}
