/**
 * The conflict dialog names who changed the item meanwhile: someone else by name, or the user
 * themself, whose change was saved in another tab or window, in words that say so.
 */
import { render, screen, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { authors } from '../../../resources/authors/definition';
import { TestAdmin } from '../testing/TestAdmin.test-support';
import { ConflictDialog } from './ConflictDialog';
import type { VersionConflict } from './versionConflict';

const signedIn = { id: 'user-sam', fullName: 'Sam Staff' };

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => signedIn,
};

/** Both changed the first name; only the other side the last name. */
const conflictWith = (changedBy: VersionConflict['changedBy']): VersionConflict => ({
  base: { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', version: 1 },
  mine: { id: 'a1', firstName: 'Augusta', lastName: 'Lovelace', version: 1 },
  theirs: { id: 'a1', firstName: 'Ada M.', lastName: 'King', version: 2 },
  changedBy,
  changedAt: '2026-11-23T20:05:00Z',
});

function renderDialog(conflict: VersionConflict) {
  render(
    <TestAdmin authProvider={authProvider}>
      <ConflictDialog definition={authors} conflict={conflict} onSave={() => undefined} onClose={() => undefined} />
    </TestAdmin>,
  );
}

it("names someone else's change by its author, with theirs beside the user's", async () => {
  renderDialog(conflictWith({ id: 'user-alex', name: 'Alex Editor' }));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else saved changes while you were editing' }, { timeout: 10_000 });
  expect(within(dialog).getByText(/^Changed by Alex Editor on /)).toBeInTheDocument();
  const clashes = within(dialog).getByRole('table', { name: 'Changed by both of you: choose which to keep' });
  expect(
    within(clashes)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Field', 'Yours', 'Theirs', 'Keep']);
  expect(within(clashes).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
  expect(within(clashes).getByRole('radio', { name: 'Take theirs' })).not.toBeChecked();
  expect(within(dialog).getByRole('table', { name: 'Merged by itself' })).toHaveTextContent(/Last name\s*Their change\s*King/);
});

it("says the user's own change, saved in another tab or window, is theirs and was saved elsewhere", async () => {
  renderDialog(conflictWith({ id: signedIn.id, name: signedIn.fullName }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'You saved changes to this item elsewhere while editing it here' },
    { timeout: 10_000 },
  );
  expect(within(dialog).getByText(/^Changed by you on /)).toBeInTheDocument();
  expect(within(dialog).queryByText(/Sam Staff|someone else|Theirs/i)).not.toBeInTheDocument();
  const clashes = within(dialog).getByRole('table', { name: 'Changed in both places: choose which to keep' });
  expect(
    within(clashes)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Field', 'Here', 'Saved elsewhere', 'Keep']);
  expect(within(clashes).getByRole('radio', { name: 'Keep this one' })).toBeChecked();
  expect(within(clashes).getByRole('radio', { name: 'Take the saved one' })).not.toBeChecked();
  expect(within(dialog).getByRole('table', { name: 'Merged by itself' })).toHaveTextContent(/Last name\s*Saved elsewhere\s*King/);
});
