/**
 * Where each step of a stepped form lives. Below react-admin's resource routes (`create/*` for
 * the create view, `:id/*` for the edit view) a step is at `video` on create and at `edit/video`
 * on edit, which makes docs/spec.md §2's paths `exercises/create/video` and `exercises/{id}/edit/video`.
 */
import type { FormStep } from '../../../../resources/definition';

export type FormView = 'create' | 'edit';

/** The part of a step's path below the resource route. */
export const stepSplat = (view: FormView, step: string): string => (view === 'edit' ? `edit/${step}` : step);

/** The step at this part of the path; none for the bare create or edit path, which leads to the first step. */
export const stepAt = (steps: readonly FormStep[], view: FormView, splat: string): FormStep | undefined =>
  steps.find((step) => stepSplat(view, step.name) === splat.replace(/\/$/, ''));
