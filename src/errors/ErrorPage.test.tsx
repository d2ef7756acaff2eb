import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { HttpError } from '../../providers/http-error';
import { i18nProvider } from '../i18n/i18nProvider';
import { ErrorPage } from './ErrorPage';
import { LoadingPage } from './LoadingPage';

const renderInAdmin = (page: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {page}
      </AdminContext>
    </MemoryRouter>,
  );

describe('the error pages', () => {
  it.each([
    [400, 'Bad Request'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Server Error'],
  ])('for %s: titled %s, with a way back to the start', async (status, title) => {
    renderInAdmin(<ErrorPage status={status} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Pitchside`);
    expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');
  });

  it('for 401: Unauthorized, with the way to sign in again', async () => {
    renderInAdmin(<ErrorPage status={401} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('names the status of a failed request and says what the server said', async () => {
    renderInAdmin(<ErrorPage error={new HttpError('badResponse', { status: 502, body: { message: 'Upstream is down' } })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Upstream is down')).toBeInTheDocument();
  });

  it('is Something went wrong for a failure without a status, saying its kind', async () => {
    renderInAdmin(<ErrorPage error={new HttpError('network')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Network error')).toBeInTheDocument();
  });

  it('has a Loading state', async () => {
    renderInAdmin(<LoadingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument();
    expect(document.title).toBe('Loading · Pitchside');
    expect(screen.getByRole('link', { name: 'Go to the start' })).toBeInTheDocument();
  });
});
