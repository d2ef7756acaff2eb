import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createProviders } from '../providers';
import { createAppRouter } from './AppShell';
import { StartupErrorPage } from './errors/StartupErrorPage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The admin, or why its providers cannot be made (spec §7: a missing or malformed setting). */
function start() {
  try {
    const router = createAppRouter(createProviders({ env: import.meta.env, storage: window.localStorage }));
    // Navigation commits at once: a sign-out's redirect must not wait behind the auth check it ends.
    return <RouterProvider router={router} useTransitions={false} />;
  } catch (error) {
    return <StartupErrorPage error={error} />;
  }
}

createRoot(container).render(<StrictMode>{start()}</StrictMode>);
