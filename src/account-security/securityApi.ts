/**
 * The account's own security routes (docs/api.md "Sessions", "A second factor"), as the security
 * screen reads and changes them. Keys arrive camelCase (the HTTP client converts them).
 */
import { isHttpError } from '../../providers/http-error';
import type { HttpClient } from '../../providers/http-client';

export interface DeviceSession {
  id: string;
  browser: string;
  os: string;
  ip: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface SecurityEvent {
  id: string;
  at: string;
  kind: string;
  ip: string;
  browser: string;
  os: string;
}

export interface SecondFactorState {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface Enrolment {
  secret: string;
  uri: string;
  qrCode: string;
}

export interface PasswordChange {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
  signOutOtherDevices: boolean;
}

/**
 * A server without these routes (a stock Laravel one) answers 404, or 405 where the path has other
 * methods: the screen says so rather than fail.
 */
export const isMissingRoute = (error: unknown): boolean =>
  isHttpError(error, 'badRequest') && (error.status === 404 || error.status === 405);

const dataOf = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

export const securityApi = (http: HttpClient) => ({
  sessions: () => dataOf(http.request<{ data: DeviceSession[] }>('me/sessions')),
  endSession: (id: string) => http.request(`me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  endOtherSessions: () => dataOf(http.request<{ data: { ended: number } }>('me/sessions', { method: 'DELETE' })),
  securityLog: () => dataOf(http.request<{ data: SecurityEvent[] }>('me/security-log')),
  secondFactor: () => dataOf(http.request<{ data: SecondFactorState }>('me/second-factor')),
  beginEnrolment: (password: string) =>
    dataOf(http.request<{ data: Enrolment }>('me/second-factor/enrolment', { method: 'POST', body: { password } })),
  confirmEnrolment: (code: string) =>
    dataOf(http.request<{ data: { recoveryCodes: string[] } }>('me/second-factor', { method: 'POST', body: { code } })),
  removeSecondFactor: (password: string) => http.request('me/second-factor', { method: 'DELETE', body: { password } }),
  renewRecoveryCodes: (password: string) =>
    dataOf(http.request<{ data: { recoveryCodes: string[] } }>('me/second-factor/recovery-codes', { method: 'POST', body: { password } })),
  changePassword: (change: PasswordChange) =>
    dataOf(http.request<{ data: { ended: number } }>('me/password', { method: 'PUT', body: change })),
});

export type SecurityApi = ReturnType<typeof securityApi>;
