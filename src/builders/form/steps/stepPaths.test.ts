import { exercises } from '../../../../resources/exercises/definition';
import { stepAt, stepSplat } from './stepPaths';

const steps = exercises.form.steps;

describe('the paths of a stepped form', () => {
  it('put a step under the create path, and under `edit` on the edit path (docs/spec.md §2)', () => {
    expect(stepSplat('create', 'video')).toBe('video');
    expect(stepSplat('edit', 'video')).toBe('edit/video');
  });

  it('find the step a path shows', () => {
    expect(stepAt(steps, 'create', 'equipment')?.name).toBe('equipment');
    expect(stepAt(steps, 'edit', 'edit/injuries')?.name).toBe('injuries');
    expect(stepAt(steps, 'edit', 'edit/injuries/')?.name).toBe('injuries');
  });

  it('find no step on a bare or unknown path, which then leads to the first step', () => {
    expect(stepAt(steps, 'create', '')).toBeUndefined();
    expect(stepAt(steps, 'edit', '')).toBeUndefined();
    expect(stepAt(steps, 'edit', 'edit')).toBeUndefined();
    // The create screen's steps are not the edit screen's.
    expect(stepAt(steps, 'edit', 'video')).toBeUndefined();
    expect(stepAt(steps, 'create', 'edit/video')).toBeUndefined();
    expect(stepAt(steps, 'create', 'warm-up')).toBeUndefined();
  });
});
