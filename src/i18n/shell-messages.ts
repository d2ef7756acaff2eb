/**
 * The shell's own interface texts (docs/spec.md §2, §4, §8), in English (docs/spec.md §1). Screens only use the
 * keys; the catalogue merges this beside react-admin's, the validation and the resource texts.
 */
import { httpErrorMessages } from '../../providers/http-error';

export const shellMessages = {
  shell: {
    progress: 'Page loading',
    menu: {
      export: 'Export',
      accountDeletion: 'Account deletion',
    },
    signIn: {
      sideImage: 'A football pitch seen from above',
      email: 'E-mail',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      login: {
        heading: 'Sign in',
        welcome: 'Sign in to manage the training content.',
        greeting: 'Welcome back, %{name}',
        submit: 'Sign in',
        forgotPassword: 'Forgot your password?',
        invalidCredentials: 'Invalid email or password',
      },
      secondFactor: {
        heading: 'Two-step sign-in',
        intro: 'Enter the 6-digit code your authenticator app shows for Pitchside.',
        recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.',
        code: 'Code',
        recoveryCode: 'Recovery code',
        submit: 'Verify',
        useRecoveryCode: 'Use a recovery code instead',
        useCode: 'Use the code of your app instead',
        wrongCode: 'This code is not correct. Enter the code your app shows now.',
        expired: 'The sign-in took too long or was tried too often. Please sign in again.',
      },
      forgotPassword: {
        heading: 'Forgot your password?',
        intro: 'Enter the e-mail address of your account and we will send you a personal link to choose a new password.',
        submit: 'Send the link',
        sent: 'An e-mail with a personal link is on its way to %{email}. It arrives within a few minutes.',
        sendAgain: 'Send another link',
        backToLogin: 'Back to sign in',
      },
      resetPassword: {
        heading: 'Choose a new password',
        intro: 'Enter the e-mail address of your account and a new password of at least 8 characters.',
        password: 'New password',
        submit: 'Set the new password',
        invalidLink: 'This is not a valid link to reset your password. Please request a new one.',
        requestNewLink: 'Request a new link',
        success: 'Your password has been reset. You can now sign in with your new password.',
      },
    },
    errors: {
      badRequest: { title: 'Bad Request', text: 'The server could not understand what was asked of it.' },
      unauthorized: { title: 'Unauthorized', text: 'Your session could not be checked. Please sign in again.' },
      forbidden: { title: 'Forbidden', text: 'Your account is not allowed to see this page.' },
      notFound: { title: 'Not Found', text: 'What you are looking for does not exist, or no longer does.' },
      serverError: { title: 'Server Error', text: 'The server ran into a problem. Please try again in a moment.' },
      unknown: { title: 'Something went wrong', text: 'An unexpected problem stopped this page.' },
      loading: { title: 'Loading', text: 'One moment, please.' },
      /** Spec §8: the generic client failure kinds; `badResponse` is also the toast of a 5xx without a message. */
      kinds: httpErrorMessages,
      goBack: 'Go back',
      goHome: 'Go to the start',
      signIn: 'Sign in',
      startup: {
        title: '%{brand} cannot start',
        text: 'The admin is not configured correctly:',
      },
    },
    accountDeletion: {
      signedInAs: 'Signed in as %{name} (%{email})',
    },
  },
} as const;
