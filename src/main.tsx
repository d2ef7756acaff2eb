import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createProviders } from '../providers';
import { App } from './App';
import { StartupErrorPage } from './errors/StartupErrorPage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The providers, or why they cannot be made (spec §7: a missing or malformed setting). */
function start() {
  try {
    return <App providers={createProviders({ env: import.meta.env, storage: window.localStorage })} />;
  } catch (error) {
    return <StartupErrorPage error={error} />;
  }
}

createRoot(container).render(<StrictMode>{start()}</StrictMode>);
