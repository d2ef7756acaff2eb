/**
 * The notice of an admin older than the server: shown, with a reload, when the server's
 * definitions are not the ones the admin was built from; nothing when they are, or when the
 * server has no such route.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { definitions } from '../../resources';
import { definitionsFingerprint } from '../../resources/fingerprint';
import type { HttpClient } from '../../providers/http-client';
import { HttpError } from '../../providers/http-error';
import { ApiContext, type Api } from '../api/ApiContext';
import { TestAdmin } from '../builders/testing/TestAdmin.test-support';
import { StaleAdminBanner } from './StaleAdminBanner';

/** The banner on a server whose `/definitions` answers `answer`; answers the calls it made, once they are all answered. */
function renderOn(answer: () => Promise<unknown>, reload = () => undefined) {
  const calls: string[] = [];
  const answers: Promise<unknown>[] = [];
  const httpClient: HttpClient = {
    apiUrl: 'http://127.0.0.1/api/v1',
    request: async <T,>(path: string) => {
      calls.push(path);
      const answered = answer();
      answers.push(answered.catch(() => undefined));
      return (await answered) as T;
    },
  };
  render(
    <TestAdmin>
      <ApiContext.Provider value={{ httpClient } as Api}>
        <p>Screen</p>
        <StaleAdminBanner reload={reload} />
      </ApiContext.Provider>
    </TestAdmin>,
  );
  return async () => {
    await waitFor(() => expect(calls).toEqual(['/definitions']));
    await act(() => Promise.all(answers));
    return calls;
  };
}

describe('StaleAdminBanner', () => {
  it('says the admin is older than the server, and reloads, when the definitions differ', async () => {
    const reload = vi.fn();
    const answered = renderOn(async () => ({ fingerprint: '00000000' }), reload);
    expect(await answered()).toEqual(['/definitions']);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('This admin is older than the server: reload');
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the server serves the definitions the admin was built from', async () => {
    await renderOn(async () => ({ fingerprint: definitionsFingerprint(definitions) }))();
    await screen.findByText('Screen');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when the server has no such route', async () => {
    await renderOn(async () => Promise.reject(new HttpError('badRequest', { status: 404 })))();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
