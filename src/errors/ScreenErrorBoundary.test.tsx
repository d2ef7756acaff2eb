import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { i18nProvider } from '../i18n/i18nProvider';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

function BrokenScreen(): never {
  throw new Error('this screen cannot render');
}

describe('the error boundary around each screen', () => {
  it('shows Something went wrong with a way back instead of a crashed screen, and the next screen normally', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/authors']}>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <Link to="/equipment">Equipment</Link>
          <ScreenErrorBoundary>
            <Routes>
              <Route path="/authors" element={<BrokenScreen />} />
              <Route path="/equipment" element={<p>The equipment list</p>} />
            </Routes>
          </ScreenErrorBoundary>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Equipment' }));
    expect(await screen.findByText('The equipment list')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
