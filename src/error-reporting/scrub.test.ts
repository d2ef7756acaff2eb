import { scrubDeep, scrubText } from './scrub';
import { readErrorReportingSettings } from './settings';

describe('what a report may carry', () => {
  it('cuts queries and fragments off URLs and hides the reset-password token', () => {
    expect(scrubText('http://127.0.0.1:8000/reset-password/abc123?email=a%40b.test#x')).toBe('http://127.0.0.1:8000/reset-password/:token');
    expect(scrubText('moved from /reset-password/abc123 to /login')).toBe('moved from /reset-password/:token to /login');
    expect(scrubText('GET /api/v1/admin/authors?q=private&page=2 failed')).toBe('GET /api/v1/admin/authors failed');
    expect(scrubText('Why? Because.')).toBe('Why? Because.');
  });

  it('drops headers, cookies and query strings wherever they are, and scrubs every string', () => {
    const event = {
      request: { url: 'https://admin.example/authors?token=t', headers: { Referer: 'x' }, cookies: 'c', query_string: 'a=b' },
      breadcrumbs: [{ data: { url: '/api/v1/admin/authors?q=secret', 'http.query': 'q=secret', method: 'GET' } }],
      contexts: { trace: { data: { 'sentry.source': 'route' } } },
    };
    expect(scrubDeep(event)).toEqual({
      request: { url: 'https://admin.example/authors' },
      breadcrumbs: [{ data: { url: '/api/v1/admin/authors', method: 'GET' } }],
      contexts: { trace: { data: { 'sentry.source': 'route' } } },
    });
  });
});

describe('the error-reporting settings', () => {
  it('are none without a DSN; trace every navigation by default; name the release after the version', () => {
    expect(readErrorReportingSettings({ VITE_ERROR_REPORTING_DSN: ' ' })).toBeUndefined();
    expect(readErrorReportingSettings({ VITE_ERROR_REPORTING_DSN: 'https://key@errors.example/4', MODE: 'production' })).toEqual({
      dsn: 'https://key@errors.example/4',
      tracesSampleRate: 1,
      environment: 'production',
      release: expect.stringMatching(/^pitchside-admin@\d+\.\d+\.\d+/),
    });
    expect(
      readErrorReportingSettings({
        VITE_ERROR_REPORTING_DSN: 'https://key@errors.example/4',
        VITE_ERROR_REPORTING_TRACES_SAMPLE_RATE: '0.25',
        VITE_ERROR_REPORTING_ENVIRONMENT: 'staging',
        VITE_ERROR_REPORTING_RELEASE: 'r1',
      }),
    ).toMatchObject({ tracesSampleRate: 0.25, environment: 'staging', release: 'r1' });
  });

  it('name a malformed setting', () => {
    expect(() => readErrorReportingSettings({ VITE_ERROR_REPORTING_DSN: 'not a dsn' })).toThrow(/VITE_ERROR_REPORTING_DSN/);
    expect(() =>
      readErrorReportingSettings({
        VITE_ERROR_REPORTING_DSN: 'https://key@errors.example/4',
        VITE_ERROR_REPORTING_TRACES_SAMPLE_RATE: '2',
      }),
    ).toThrow(/VITE_ERROR_REPORTING_TRACES_SAMPLE_RATE/);
  });
});
