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

/** What the dialog should say of a conflict, in the words of one of its two wordings. */
interface Wording {
  title: string;
  changedBy: RegExp;
  clashes: string;
  columns: string[];
  keep: string;
  take: string;
  merged: RegExp;
}

/** The dialog, once it says `wording`: its title, who changed the item, the clash with its choice, and the merge. */
async function expectDialogSays(wording: Wording): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: wording.title });
  expect(within(dialog).getByText(wording.changedBy)).toBeInTheDocument();
  const clashes = within(dialog).getByRole('table', { name: wording.clashes });
  expect(
    within(clashes)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(wording.columns);
  expect(within(clashes).getByRole('radio', { name: wording.keep })).toBeChecked();
  expect(within(clashes).getByRole('radio', { name: wording.take })).not.toBeChecked();
  expect(within(dialog).getByRole('table', { name: 'Merged by itself' })).toHaveTextContent(wording.merged);
  return dialog;
}

it("names someone else's change by its author, with theirs beside the user's", async () => {
  renderDialog(conflictWith({ id: 'user-alex', name: 'Alex Editor' }));
  await expectDialogSays({
    title: 'Someone else saved changes while you were editing',
    changedBy: /^Changed by Alex Editor on /,
    clashes: 'Changed by both of you: choose which to keep',
    columns: ['Field', 'Yours', 'Theirs', 'Keep'],
    keep: 'Keep mine',
    take: 'Take theirs',
    merged: /Last name\s*Their change\s*King/,
  });
});

it("says the user's own change, saved in another tab or window, is theirs and was saved elsewhere", async () => {
  renderDialog(conflictWith({ id: signedIn.id, name: signedIn.fullName }));
  const dialog = await expectDialogSays({
    title: 'You saved changes to this item elsewhere while editing it here',
    changedBy: /^Changed by you on /,
    clashes: 'Changed in both places: choose which to keep',
    columns: ['Field', 'Here', 'Saved elsewhere', 'Keep'],
    keep: 'Keep this one',
    take: 'Take the saved one',
    merged: /Last name\s*Saved elsewhere\s*King/,
  });
  expect(within(dialog).queryByText(/Sam Staff|someone else|Theirs/i)).not.toBeInTheDocument();
});
