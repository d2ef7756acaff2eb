import { render, screen } from '@testing-library/react';
import { createProviders } from '../../providers';
import { StartupErrorPage } from './StartupErrorPage';

describe('the start-up error page', () => {
  it('shows which setting is missing instead of a blank page', () => {
    let failure: unknown;
    try {
      createProviders({ env: { VITE_API_URL: '/', VITE_CLIENT_ID: 'football-admin' }, storage: window.localStorage });
    } catch (error) {
      failure = error;
    }
    render(<StartupErrorPage error={failure} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pitchside cannot start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('VITE_CLIENT_SECRET is not set.');
    expect(document.title).toBe('Pitchside cannot start · Pitchside');
  });
});
