import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Snackbar from '@mui/material/Snackbar';
import { useTranslate } from 'react-admin';
import { keepOpenOnClickAway, toastAnchor, toastDurationMs } from '../notifications/toastBehaviour';

/** A toast of the sign-in area: a catalogue key, said as a success (the only kind it has). */
type Notify = (messageKey: string) => void;

const SignInToastContext = createContext<Notify>(() => undefined);

/** Shows a toast in the sign-in area (docs/spec.md §8: "Your password has been reset…"). */
export const useSignInToast = (): Notify => useContext(SignInToastContext);

/**
 * The sign-in area's toasts, as the main area's behave (docs/spec.md §4, §9): at the bottom
 * centre, one at a time, each for 5 seconds, the next waiting its turn. Written on MUI's Snackbar
 * rather than react-admin's notification context, which the sign-in screen does not load.
 */
export function SignInToasts({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [queue, setQueue] = useState<{ key: number; messageKey: string }[]>([]);
  const [open, setOpen] = useState(true);
  const notify = useCallback<Notify>(
    (messageKey) => setQueue((waiting) => [...waiting, { key: Date.now() + waiting.length, messageKey }]),
    [],
  );
  const current = queue[0];
  return (
    <SignInToastContext.Provider value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          message={translate(current.messageKey)}
          autoHideDuration={toastDurationMs}
          anchorOrigin={toastAnchor}
          onClose={() => setOpen(false)}
          slotProps={{
            clickAwayListener: { onClickAway: keepOpenOnClickAway },
            content: { sx: { bgcolor: 'success.main', color: 'success.contrastText' } },
            transition: {
              onExited: () => {
                setQueue((waiting) => waiting.slice(1));
                setOpen(true);
              },
            },
          }}
        />
      )}
    </SignInToastContext.Provider>
  );
}
