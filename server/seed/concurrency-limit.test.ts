import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('never runs more than the limit at once, runs every task, and keeps going after a failure', async () => {
    const limited = concurrencyLimit(3);
    let running = 0;
    let most = 0;
    const task = (index: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (index === 4) throw new Error('task 4 failed');
      return index;
    };
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, index) => limited(task(index))));
    expect(most).toBe(3);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(19);
    expect(results[4]).toMatchObject({ status: 'rejected', reason: new Error('task 4 failed') });
  });
});
