/**
 * Work done after the answer, one task at a time: what a request starts but must not wait for,
 * so that its answer (and the time it takes) cannot depend on that work.
 */
export class BackgroundQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private gate: Promise<void> = Promise.resolve();
  private openGate: () => void = () => {};
  private paused = false;

  /** Tasks beyond this many waiting are dropped (and reported): a flood cannot grow the queue without bound. */
  constructor(private readonly maxPending = 1000) {}

  /** Queues the task; false if the queue is full and the task was dropped. */
  push(task: () => Promise<void>, onError: (error: unknown) => void): boolean {
    if (this.pending >= this.maxPending) return false;
    this.pending += 1;
    this.tail = this.tail
      .then(() => this.gate)
      .then(task)
      .catch(onError)
      .finally(() => {
        this.pending -= 1;
      });
    return true;
  }

  /** Holds every task not yet started until `resume` (tests look at what a request did before its answer). */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  resume(): void {
    this.paused = false;
    this.openGate();
    this.gate = Promise.resolve();
  }

  /** Settles once every task queued so far has run. */
  idle(): Promise<void> {
    return this.tail;
  }
}
