/**
 * The factory the admin calls once: it refuses a bad configuration by name, and by default sends
 * the user to the admin's own login page when the session cannot be refreshed.
 */
import { ConfigurationError, createProviders } from './index';
import { sessionStorageKey } from './session';
import { createBrowserTabs } from './testing/browser-tabs.test-support';

const env = { VITE_API_URL: '/', VITE_CLIENT_ID: 'football-admin', VITE_CLIENT_SECRET: 'secret', BASE_URL: '/admin/' };

describe('createProviders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('stops with the name of a missing setting', () => {
    const { storage } = createBrowserTabs().openTab();
    expect(() => createProviders({ env: { ...env, VITE_CLIENT_SECRET: undefined }, storage, pageOrigin: 'http://127.0.0.1:8000' })).toThrow(
      new ConfigurationError('VITE_CLIENT_SECRET', 'is not set.'),
    );
  });

  it('resolves VITE_API_URL=/ against the page, and loads {BASE_URL}login when a refresh is refused', async () => {
    vi.useFakeTimers();
    const location = { origin: 'http://127.0.0.1:4321', pathname: '/admin/exercises', assign: vi.fn() };
    vi.stubGlobal('location', location);
    const { storage } = createBrowserTabs().openTab();
    // A session left from an earlier visit, whose refresh token the server no longer takes.
    storage.setItem(
      sessionStorageKey,
      JSON.stringify({ accessToken: 'old', refreshToken: 'revoked', tokenType: 'Bearer', expiresIn: 3600, expiresAt: Date.now() - 1 }),
    );
    const requested: string[] = [];
    const refusing: typeof fetch = async (input) => {
      requested.push(String(input));
      return new Response(JSON.stringify({ error: 'invalid_grant', message: 'The refresh token is invalid.' }), { status: 400 });
    };
    const onSessionExpired = vi.fn();
    const providers = createProviders({ env, storage, fetch: refusing, onSessionExpired });
    expect(providers.config.apiUrl).toBe('http://127.0.0.1:4321/api/v1');

    await vi.advanceTimersByTimeAsync(0);
    expect(requested).toEqual(['http://127.0.0.1:4321/api/v1/oauth/token']);
    expect(storage.getItem(sessionStorageKey)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledWith('/admin/login');
    providers.session.dispose();
  });
});
