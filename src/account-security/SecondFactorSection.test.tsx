/**
 * New recovery codes on the security page (docs/api.md "A second factor"): asked with the
 * password, shown once with a way to copy or download them, and said to replace the old ones.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../providers/http-error';
import { SecondFactorSection } from './SecondFactorSection';
import { fakeSecurityApi, renderSection } from './renderSection.test-support';

const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
const turnedOn = (left: number) => vi.fn(async () => ({ enabled: true, required: false, recoveryCodesLeft: left }));

describe('SecondFactorSection', () => {
  it('gives ten new recovery codes with the password, once, to copy or download', async () => {
    const renewRecoveryCodes = vi.fn(async () => ({ recoveryCodes: codes }));
    const secondFactor = turnedOn(3);
    renderSection(<SecondFactorSection api={fakeSecurityApi({ secondFactor, renewRecoveryCodes })} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    expect(screen.getByText(/Your present recovery codes will no longer work/)).toBeVisible();
    await user.type(screen.getByLabelText(/Password/), 'the-password');
    secondFactor.mockResolvedValue({ enabled: true, required: false, recoveryCodesLeft: 10 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(renewRecoveryCodes).toHaveBeenCalledWith('the-password');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(codes);
    expect(screen.getByText(/Your previous recovery codes no longer work/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${codes.join('\n')}\n`);
    await screen.findByText('The recovery codes have been copied');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await screen.findByText('Two-step sign-in is on. 10 recovery codes left');
  });

  it('shows a wrong password on its field, and gives no codes', async () => {
    const wrong = new HttpError('badRequest', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { password: 'The password is incorrect.' } },
    });
    renderSection(
      <SecondFactorSection api={fakeSecurityApi({ secondFactor: turnedOn(9), renewRecoveryCodes: vi.fn().mockRejectedValue(wrong) })} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText(/Password/), 'a-guess');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('The password is incorrect.');
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('offers no new codes while two-step sign-in is off', async () => {
    renderSection(
      <SecondFactorSection
        api={fakeSecurityApi({ secondFactor: vi.fn(async () => ({ enabled: false, required: false, recoveryCodesLeft: 0 })) })}
      />,
    );
    await screen.findByRole('button', { name: 'Set up two-step sign-in' });
    expect(screen.queryByRole('button', { name: 'New recovery codes' })).toBeNull();
  });
});
