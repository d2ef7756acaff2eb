/**
 * The security page's password section (docs/api.md "Sessions", `PUT /me/password`): the three
 * fields and the box ticked, a toast on success, the server's field errors on their fields, and a
 * plain word when the server has no such route.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../providers/http-error';
import { PasswordSection } from './PasswordSection';
import { fakeSecurityApi, renderSection } from './renderSection.test-support';
import type { PasswordChange } from './securityApi';

async function fill(current: string, next: string, again = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('New password again'), again);
  return user;
}

describe('PasswordSection', () => {
  it('changes the password, signing out the other devices unless unticked, and says so', async () => {
    const changePassword = vi.fn(async (change: PasswordChange) => ({ ended: change.signOutOtherDevices ? 2 : 0 }));
    renderSection(<PasswordSection api={fakeSecurityApi({ changePassword })} />);
    const box = screen.getByRole('checkbox', { name: 'Sign out my other devices' });
    expect(box).toBeChecked();

    const user = await fill('old-password', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed and 2 other devices signed out');
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      password: 'new-password-1',
      passwordConfirmation: 'new-password-1',
      signOutOtherDevices: true,
    });
    // A fresh form: nothing typed is left, the box ticked again.
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Sign out my other devices' })).toBeChecked();

    await fill('new-password-1', 'newer-password-2');
    await user.click(screen.getByRole('checkbox', { name: 'Sign out my other devices' }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed');
    expect(changePassword).toHaveBeenLastCalledWith(expect.objectContaining({ signOutOtherDevices: false }));
  });

  it('checks the new password before sending it', async () => {
    const changePassword = vi.fn();
    renderSection(<PasswordSection api={fakeSecurityApi({ changePassword })} />);
    const user = await fill('old-password', 'short', 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Must be 8 characters at least');
    expect(screen.getByText('Must be the same as the new password')).toBeVisible();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's 422 on its field", async () => {
    const wrong = new HttpError('badRequest', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { currentPassword: 'The password is incorrect.' } },
    });
    renderSection(<PasswordSection api={fakeSecurityApi({ changePassword: vi.fn().mockRejectedValue(wrong) })} />);
    const user = await fill('a-guess', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The password is incorrect.');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says plainly that a server without the route offers no change of password', async () => {
    const missing = new HttpError('badRequest', { status: 404, body: { message: 'Not found.' } });
    renderSection(<PasswordSection api={fakeSecurityApi({ changePassword: vi.fn().mockRejectedValue(missing) })} />);
    const user = await fill('old-password', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('This server does not offer a change of password here.');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
