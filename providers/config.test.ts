import { ConfigurationError, readApiConfig } from './config';

const valid = { VITE_API_URL: 'http://127.0.0.1:8000', VITE_CLIENT_ID: 'football-admin', VITE_CLIENT_SECRET: 'secret' };

function failure(env: Record<string, unknown>, pageOrigin?: string): ConfigurationError {
  try {
    readApiConfig(env, pageOrigin);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the admin configuration', () => {
  it('puts every call under {host}/api/v1', () => {
    expect(readApiConfig(valid, undefined)).toEqual({
      apiUrl: 'http://127.0.0.1:8000/api/v1',
      clientId: 'football-admin',
      clientSecret: 'secret',
      pageOrigin: undefined,
    });
    expect(readApiConfig({ ...valid, VITE_API_URL: 'https://api.example.org/backend/' }, undefined).apiUrl).toBe(
      'https://api.example.org/backend/api/v1',
    );
    expect(readApiConfig({ ...valid, VITE_API_URL: 'https://api.example.org/api/v1' }, undefined).apiUrl).toBe(
      'https://api.example.org/api/v1',
    );
  });

  it('resolves a path against the page origin, so one build serves any port', () => {
    expect(readApiConfig({ ...valid, VITE_API_URL: '/' }, 'http://127.0.0.1:4321').apiUrl).toBe('http://127.0.0.1:4321/api/v1');
    expect(readApiConfig({ ...valid, VITE_API_URL: '/proxy' }, 'https://admin.example.org').apiUrl).toBe(
      'https://admin.example.org/proxy/api/v1',
    );
  });

  it.each(['VITE_API_URL', 'VITE_CLIENT_ID', 'VITE_CLIENT_SECRET'])('stops when %s is missing, naming it', (setting) => {
    const error = failure({ ...valid, [setting]: undefined });
    expect(error.setting).toBe(setting);
    expect(error.message).toBe(`${setting} is not set.`);
    expect(failure({ ...valid, [setting]: '' }).setting).toBe(setting);
  });

  it.each([
    ['api.example.org', undefined],
    ['ftp://api.example.org', undefined],
    ['//api.example.org', 'http://127.0.0.1:8000'],
    ['http://api.example.org/?debug=1', undefined],
    ['http://user:pass@api.example.org', undefined],
    ['/', undefined],
  ])('stops on a malformed VITE_API_URL %s', (value, pageOrigin) => {
    const error = failure({ ...valid, VITE_API_URL: value }, pageOrigin);
    expect(error.setting).toBe('VITE_API_URL');
    expect(error.message).toContain('VITE_API_URL');
  });

  it('stops on a client id or secret with spaces or of the wrong type', () => {
    expect(failure({ ...valid, VITE_CLIENT_ID: 'football admin' }).message).toBe('VITE_CLIENT_ID must be text without spaces.');
    expect(failure({ ...valid, VITE_CLIENT_SECRET: true }).setting).toBe('VITE_CLIENT_SECRET');
  });
});
