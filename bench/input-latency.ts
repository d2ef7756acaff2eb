/**
 * Input-to-next-paint latencies for `npm run bench:list`: from a wheel step or a click on a row's
 * checkbox to the end of the first frame painted with everything the input changed in the DOM.
 * The wheel has no Event Timing entry, so both are measured the same way, in the page: from the
 * event's time stamp, frame after frame (a requestAnimationFrame, then a task after that frame's
 * paint), until a frame passes with no change of the DOM after it (MUI's ripple effects aside):
 * the previous paint then showed the whole result.
 */

export interface LatencySamples {
  wheel: number[];
  click: number[];
}

/** Runs in the page from its first script (`addInitScript`): records a sample per wheel step and row-checkbox click. */
export function recordInputLatency() {
  const samples: LatencySamples = { wheel: [], click: [] };
  (window as unknown as { benchLatency: LatencySamples }).benchLatency = samples;
  const isRipple = (node: Node | null) => node instanceof Element && node.closest('.MuiTouchRipple-root') !== null;
  const settle = (kind: keyof LatencySamples, start: number) => {
    let changed = false;
    const observer = new MutationObserver((records) => {
      if (records.some((record) => !isRipple(record.target) && ![...record.addedNodes].every(isRipple))) changed = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () =>
      requestAnimationFrame(() => {
        changed = false;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (changed) return frame();
          observer.disconnect();
          samples[kind].push(performance.now() - start);
        };
        channel.port2.postMessage(null);
      });
    frame();
  };
  window.addEventListener('wheel', (event) => settle('wheel', event.timeStamp), { capture: true, passive: true });
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.matches('tbody input[type="checkbox"]')) settle('click', event.timeStamp);
    },
    { capture: true },
  );
}

/** Runs in the page: the centres of up to `count` row checkboxes fully in view. */
export function checkboxesInView(count: number): { x: number; y: number }[] {
  return [...document.querySelectorAll('tbody input[type="checkbox"]')]
    .map((input) => input.getBoundingClientRect())
    .filter((rect) => rect.height > 0 && rect.top >= 80 && rect.bottom <= window.innerHeight - 20)
    .slice(0, count)
    .map((rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }));
}
