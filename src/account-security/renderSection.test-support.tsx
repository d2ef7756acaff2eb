/**
 * The security page's sections as their tests render them: in the interface's catalogue, with
 * react-admin's toasts on screen, against a made-up API whose every call a test may replace.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Notification } from 'react-admin';
import { ApiContext, type Api } from '../api/ApiContext';
import { TestAdmin } from '../builders/testing/TestAdmin.test-support';
import type { SecurityApi } from './securityApi';

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected`));

export function fakeSecurityApi(calls: Partial<SecurityApi> = {}): SecurityApi {
  const names = [
    'sessions',
    'endSession',
    'endOtherSessions',
    'securityLog',
    'secondFactor',
    'beginEnrolment',
    'confirmEnrolment',
    'removeSecondFactor',
    'renewRecoveryCodes',
    'changePassword',
  ] as const;
  return { ...Object.fromEntries(names.map((name) => [name, vi.fn(unexpected(name))])), ...calls } as SecurityApi;
}

export function renderSection(section: ReactNode) {
  const session = { userInfo: () => Promise.resolve(undefined) };
  return render(
    <TestAdmin>
      <ApiContext.Provider value={{ session } as unknown as Api}>
        {section}
        <Notification />
      </ApiContext.Provider>
    </TestAdmin>,
  );
}
