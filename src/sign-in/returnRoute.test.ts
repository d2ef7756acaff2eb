import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { returnRouteOf, useRememberReturnRoute } from './returnRoute';

const visit = (path: string) =>
  renderHook(() => useRememberReturnRoute(), {
    wrapper: ({ children }: { children: ReactNode }) => createElement(MemoryRouter, { initialEntries: [path] }, children),
  });

describe('returnRouteOf', () => {
  afterEach(() => sessionStorage.clear());

  it('takes react-admin’s route when it names a screen of the main area', () => {
    visit('/authors');
    expect(returnRouteOf({ nextPathname: '/injuries', nextSearch: '?search=knee' })).toBe('/injuries?search=knee');
  });

  it('takes the tab’s last route of the main area, step included, when react-admin gives none or the login screen', () => {
    visit('/exercises/7/edit/video');
    visit('/login');
    expect(returnRouteOf({ nextPathname: '/login' })).toBe('/exercises/7/edit/video');
    expect(returnRouteOf(null)).toBe('/exercises/7/edit/video');
  });

  it('gives none in a tab that has not been in the main area', () => {
    expect(returnRouteOf(undefined)).toBeUndefined();
  });
});
