import { readConfig } from '../config';
import { errorReportingOrigin } from './error-reporting-origin';

describe("the admin's error-reporting origin", () => {
  it("is the DSN's origin, key and project left out; none without a usable DSN", () => {
    expect(errorReportingOrigin('https://key@o1.ingest.example:8443/4')).toBe('https://o1.ingest.example:8443');
    expect(errorReportingOrigin('http://key@127.0.0.1:9000/1')).toBe('http://127.0.0.1:9000');
    expect(errorReportingOrigin('')).toBeUndefined();
    expect(errorReportingOrigin(undefined)).toBeUndefined();
    expect(errorReportingOrigin('nonsense')).toBeUndefined();
    expect(errorReportingOrigin('ftp://key@host/1')).toBeUndefined();
  });

  it("is read from the admin's own setting, not the server's DSN", () => {
    expect(
      readConfig({
        VITE_ERROR_REPORTING_DSN: 'https://key@admin-errors.example/2',
        ERROR_REPORTING_DSN: 'https://key@server-errors.example/3',
      }).adminErrorReportingOrigin,
    ).toBe('https://admin-errors.example');
    expect(readConfig({ ERROR_REPORTING_DSN: 'https://key@server-errors.example/3' }).adminErrorReportingOrigin).toBeUndefined();
  });
});
