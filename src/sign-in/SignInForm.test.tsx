import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContext } from 'ra-core';
import { i18nProvider as signInI18nProvider } from '../i18n/i18nProvider';
import { SignInForm, type SubmitAnswer } from './SignInForm';
import { SignInSubmitButton } from './SignInSubmitButton';
import { SignInTextField } from './SignInTextField';

interface Credentials {
  email: string;
  password: string;
}

function renderLogin(onSubmit: (values: Credentials) => Promise<SubmitAnswer>, defaultValues = { email: '', password: '' }) {
  render(
    <I18nContext.Provider value={signInI18nProvider}>
      <SignInForm<Credentials> validator="credentials" defaultValues={defaultValues} onSubmit={onSubmit}>
        <SignInTextField source="email" type="email" label="shell.signIn.email" autoComplete="username" />
        <SignInTextField source="password" type="password" label="shell.signIn.password" autoComplete="current-password" />
        <SignInSubmitButton label="Sign in" />
      </SignInForm>
    </I18nContext.Provider>,
  );
  return {
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('a sign-in form', () => {
  it('sends nothing while a field is wrong: each says why under it, and the first one has the focus', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { email, password, submit } = renderLogin(onSubmit);
    await userEvent.click(submit);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    // Once checked, each change is checked again.
    await userEvent.type(email, 'not-an-address');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Invalid email');
    await userEvent.clear(email);
    await userEvent.type(email, 'staff@example.com');
    await userEvent.type(password, 'secret');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
  });

  it('sends the values once, however often it is pressed, and shows the server field messages it answers', async () => {
    let answer: (value: SubmitAnswer) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<SubmitAnswer>((resolve) => (answer = resolve)));
    const { email, submit } = renderLogin(onSubmit, { email: 'staff@example.com', password: 'secret' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    // Enter in a field submits too, even with the button disabled.
    fireEvent.submit(email);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'secret' });

    answer({ email: 'No account has this e-mail.' });
    expect(await screen.findByText('No account has this e-mail.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeEnabled();
  });

  it('shows a password while it is typed, on request', async () => {
    const { password } = renderLogin(async () => undefined);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
