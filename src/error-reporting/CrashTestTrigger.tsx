import { useEffect, useState } from 'react';
import { crashTestEvent } from './crashTestEvent';

function CrashOnEvent() {
  const [crashed, setCrashed] = useState(false);
  useEffect(() => {
    const crash = () => setCrashed(true);
    window.addEventListener(crashTestEvent, crash);
    return () => window.removeEventListener(crashTestEvent, crash);
  }, []);
  if (crashed) throw new Error('Crash test: this screen was told to crash');
  return null;
}

/**
 * Only in an admin built with `VITE_ERROR_REPORTING_CRASH_TEST=true` (the error-reporting e2e
 * test): a `pitchside:crash-test` event on the window crashes the screen while it renders. In every
 * other build Vite writes the switch in as empty and this is nothing.
 */
export const CrashTestTrigger = import.meta.env.VITE_ERROR_REPORTING_CRASH_TEST === 'true' ? CrashOnEvent : () => null;
