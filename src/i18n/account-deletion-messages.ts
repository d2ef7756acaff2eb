/** The account-deletion screen's texts. */
export const accountDeletionMessages = {
  accountDeletion: {
    whatIsDeleted:
      'Deleting your account removes your sign-in, your profile (name and e-mail address) and everything personal to it, and signs you out on every device.',
    contentStays: 'Content you created for the training service (exercises, videos and the like) is not deleted.',
    cannotBeUndone: 'This cannot be undone.',
    password: 'Password',
    passwordHelp: 'Your current password, to confirm that it is you.',
    confirmation: 'Type %{word} to confirm',
    confirmationWord: 'DELETE',
    confirmationMismatch: 'Type %{word} exactly',
    submit: 'Delete my account',
    deletedTitle: 'Your account has been deleted',
    deleted: 'The account of %{email} and everything personal to it are gone, and you have been signed out.',
    toSignIn: 'Go to the sign-in screen',
    back: 'Back',
    failed: 'The account could not be deleted: %{message}',
  },
} as const;
