/**
 * The interface in English (docs/spec.md §1: the default, en-US), and the shape every other
 * language's file has: the same keys, each a text of its own (`Catalogue`). One file per language
 * (docs/adding-a-resource.md, "Adding an interface language"); the admin loads the one it shows, and
 * the reference server answers in it (`validation`, `server`). Resource labels are the definitions'
 * own in English; every other language names them under `resources`.
 */
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';

/** A resource's name in a language, with what its sentences need to agree with it. */
export interface Noun {
  one: string;
  other: string;
  /** Grammatical gender, for the languages whose articles and adjectives follow it. */
  gender?: 'm' | 'f' | 'n';
}

/** How a language names one resource: the definition's labels, keyed as the definition keys them. */
export interface ResourceNames extends Noun {
  /** By field source. */
  fields: Record<string, string>;
  /** By field source, then choice id. */
  choices?: Record<string, Record<string, string>>;
  /** By filter param. */
  filters?: Record<string, string>;
  /** By field source. */
  units?: Record<string, string>;
  /** By step name. */
  steps?: Record<string, string>;
}

/** The texts every resource has, made from its name (react-admin's keys under `resources.<name>`). */
export interface ResourceTexts {
  notifications: { created: string; updated: string; deleted: string };
  message: {
    delete_title: string;
    /** Where the API keeps history: the item goes to Recently deleted (docs/versions.md). */
    delete_content: string;
    /** Elsewhere: docs/spec.md §8's final words. */
    delete_content_final: string;
    bulk_delete_title: string;
    bulk_delete_content: string;
    bulk_delete_content_final: string;
    save_title: string;
    save_content: string;
    count: string;
    estimated_count: string;
    unreadable: string;
    empty: string;
    no_match: string;
    create_first: string;
  };
  titles: { list: string; create: string; edit: string; translations: string; import: string };
}

const lower = (text: string) => text.toLocaleLowerCase('en');

const english = {
  /** The locale dates and numbers follow when the browser's own is of another language. */
  locale: 'en-US',
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, logout: 'Sign out' },
    // Spec §8: a failure without a message of its own says this.
    notification: { ...englishMessages.ra.notification, http_error: 'Something went wrong' },
  } as TranslationMessages['ra'],
  /** Docs/spec.md §5; the reference server's 422 answers say the same. */
  validation: {
    required: 'Required',
    isRequired: '%{field} is required',
    areRequired: '%{field} are required',
    invalidEmail: 'Invalid email',
    httpsUrl: 'Url must be https',
    url: 'Must be a valid URL',
    string: 'Must be a text',
    number: 'Must be a number',
    integer: 'Must be a whole number',
    boolean: 'Must be true or false',
    choice: 'Must be one of %{choices}',
    id: 'Must be a valid id',
    minLength: 'Must be %{min} characters at least',
    maxLength: 'Must be %{max} characters or less',
    minValue: 'Must be at least %{min}',
    maxValue: 'Must be %{max} or less',
    minItems: 'Must have at least %{min} items',
    maxItems: 'Must have at most %{max} items',
    unknownField: 'Unknown field',
    invalid: 'Invalid value',
    passwordConfirmation: 'Must be the same as the new password',
    date: 'Must be a date (yyyy-mm-dd)',
    dateTime: 'Must be a date and time with its offset (ISO 8601)',
    tagSeparator: 'A tag cannot hold |',
    tagLength: 'A tag must be 50 characters or less',
    secondFactorCode: 'Must be the 6 digits your authenticator app shows',
  },
  /** The titles of the screens that are not a resource's (docs/spec.md §2), by route name. */
  titles: {
    login: 'Sign in',
    'forgot-password': 'Forgot password',
    'reset-password': 'Reset password',
    'export-index': 'Export',
    'security-index': 'Devices and security',
    'account-deletion-index': 'Account deletion',
  },
  shell: {
    progress: 'Page loading',
    staleAdmin: { message: 'This admin is older than the server: reload to use the current forms and lists.', reload: 'Reload' },
    menu: { export: 'Export', accountDeletion: 'Account deletion' },
    language: { label: 'Language', menu: 'Interface language' },
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
        sessionEnded: 'Your session has ended. Sign in again to go on where you were: what you had not saved is kept as a draft.',
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
      /** Spec §8: the generic client failure kinds (providers/http-error.ts); `badResponse` is also the toast of a 5xx without a message. */
      kinds: {
        network: 'Network error',
        aborted: 'The request was aborted',
        timeout: 'The request timed out',
        badRequest: 'Bad request',
        badResponse: 'Something went wrong',
        canceled: 'The request was canceled',
      },
      goBack: 'Go back',
      goHome: 'Go to the start',
      signIn: 'Sign in',
      startup: { title: '%{brand} cannot start', text: 'The admin is not configured correctly:' },
    },
    accountDeletion: { signedInAs: 'Signed in as %{name} (%{email})' },
  },
  builders: {
    /** The content languages' names (resources/languages.ts), in the interface's language. */
    languages: { de: 'German', en: 'English', es: 'Spanish', fr: 'French', nl: 'Dutch', pt: 'Portuguese' },
    translation: {
      complete: '%{language}: translated',
      missing: '%{language}: not translated yet',
      invalid: '%{language}: has errors',
      summary: '%{complete} of %{total} languages translated',
    },
    coverage: {
      column: 'Translated',
      filter: 'Missing in',
      any: 'Any language',
      missing_languages: '%{summary}; missing: %{languages}',
      screen: 'Translations',
      item: 'Item',
      translated: '%{language}: translated',
      missing: '%{language}: missing',
      open: 'Open %{name} in %{language}',
      show: 'Show',
      missing_in: 'Missing in %{language}',
      missing_in_any: 'Missing in any language',
      all: 'All items',
      none: 'No item is missing a translation here.',
    },
    media: {
      pick_image: 'Drop an image here, or press to choose one',
      pick_video: 'Drop a video here, or press to choose one',
      replace: 'Replace',
      remove: 'Remove',
      preparing: 'Preparing %{name}…',
      uploading: 'Uploading %{name}: %{percent}%',
      rejected: 'This file cannot be used here',
      preview: 'Preview of %{name}',
    },
    /** Spec §9: sizes from bytes to TB (in steps of 1024); the amount comes formatted for the locale. */
    size: { B: '%{amount} B', KB: '%{amount} KB', MB: '%{amount} MB', GB: '%{amount} GB', TB: '%{amount} TB' },
    select: { none: 'None' },
    list: {
      select: 'Select %{name}',
      filters: 'Filters',
      filters_on: 'Filters (%{count})',
      more_actions: 'More actions',
      unreadable_problems: 'What was wrong: %{problems}',
      load_failed: 'The list could not be loaded: %{message}',
      next_page_failed: 'The next items could not be loaded: %{message}',
      retry: 'Retry',
      refused_filter: '%{filter}: %{message}',
      remove_refused_filters: 'Remove this filter |||| Remove these filters',
      has: { yes: 'Yes', no: 'No' },
      columns: {
        button: 'Columns',
        title: 'Columns shown',
        move_up: 'Move %{column} up',
        move_down: 'Move %{column} down',
        reset: 'Show the usual columns',
      },
      views: {
        button: 'Views',
        none: 'No saved views yet',
        load_failed: 'Saved views could not be loaded: %{message}',
        shared_by: 'Shared by %{name}',
        shared_by_me: 'Shared with all staff',
        save: 'Save current view…',
        save_title: 'Save the current view',
        name: 'Name',
        share: 'Share with all staff',
        shared: 'Shared',
        saved: 'View "%{name}" saved',
        manage: 'Manage my views…',
        manage_title: 'My saved views',
        none_mine: 'You have not saved a view of this list.',
        save_changes: 'Save changes to %{name}',
        updated: 'View "%{name}" saved',
        delete: 'Delete %{name}',
        delete_title: 'Delete the view "%{name}"?',
        delete_content: 'The view "%{name}" is deleted for everyone it is shared with. The items it shows are not changed.',
        deleted: 'View "%{name}" deleted',
      },
      bulk_update: {
        menu: 'Change',
        set_true: 'Set %{field} to yes',
        set_false: 'Set %{field} to no',
        done_true: '%{field} set to yes on %{items}',
        done_false: '%{field} set to no on %{items}',
        confirm_title: 'Change all matching items?',
        confirm_true: 'Set %{field} to yes on all %{items} that match the search and filters?',
        confirm_false: 'Set %{field} to no on all %{items} that match the search and filters?',
        running_true: 'Setting %{field} to yes on %{items}…',
        running_false: 'Setting %{field} to no on %{items}…',
      },
      selection: { selected: '%{items} selected' },
      matching: {
        select_all: 'Select all %{items} matching',
        select_all_unknown: 'Select all matching',
        all_selected: 'All %{items} that match are selected.',
        clear: 'Clear selection',
        too_many: 'More than %{limit} items match: narrow the search or filters to change them at once.',
        unavailable: 'This server cannot select every matching item: %{message}',
        changed: 'The selection changed while you confirmed: %{items} match now. Nothing was changed; confirm again to go on.',
        delete_title: 'Delete all %{items} that match?',
        deleting: 'Deleting %{items}…',
        deleted: '%{items} deleted',
      },
    },
    children: { none: 'None' },
    versions: {
      conflict_title: 'Someone else saved changes while you were editing',
      changed_by: 'Changed by %{who}.',
      changed_by_at: 'Changed by %{who} on %{when}.',
      someone: 'someone else',
      deleted_user: 'a deleted user',
      clashes: 'Changed by both of you: choose which to keep',
      merged: 'Merged by itself',
      field: 'Field',
      mine: 'Yours',
      theirs: 'Theirs',
      choice: 'Keep',
      keep_mine: 'Keep mine',
      take_theirs: 'Take theirs',
      your_change: 'Your change',
      their_change: 'Their change',
      save_merged: 'Save the merge',
      empty: 'empty',
      delete_title: 'This was changed since you opened it',
      delete_changes: 'What changed:',
      delete_anyway: 'Delete anyway',
      // Said when the change met was the user's own, saved in another tab or window (versionConflict.tsx).
      own: {
        conflict_title: 'You saved changes to this item elsewhere while editing it here',
        who: 'you',
        clashes: 'Changed in both places: choose which to keep',
        mine: 'Here',
        theirs: 'Saved elsewhere',
        keep_mine: 'Keep this one',
        take_theirs: 'Take the saved one',
        your_change: 'Changed here',
        their_change: 'Saved elsewhere',
      },
      history: 'History',
      none_kept: 'No earlier version is kept yet: every change from now on will be.',
      versions: 'Versions',
      version: 'Version %{version}: %{action}',
      actions: { create: 'created', update: 'changed', delete: 'deleted', restore: 'restored' },
      byline: '%{who}, %{when}',
      via: { import: '%{who}, %{when}, by an import' },
      diff: 'Version %{version} beside the current one',
      then: 'Version %{version}',
      now: 'Now',
      same_as_now: 'The same as now.',
      restore: 'Restore version %{version}',
      restored: 'Version %{version} restored',
      recently_deleted: 'Recently deleted',
      none_deleted: 'Nothing deleted lately.',
      restore_deleted: 'Restore %{name}',
      restored_deleted: '%{name} restored',
      no_versions: 'This server does not say which version of an item you edit: simultaneous edits cannot be detected here.',
    },
    form: {
      version: 'Version %{version}',
      unsaved: 'Unsaved changes, kept as a draft',
      saved: 'All changes saved',
      translated: '%{complete}/%{total} languages translated',
      save_and_continue: 'Save and continue editing',
      leave_title: 'Leave without saving?',
      leave: 'Leave',
      stay: 'Stay',
      invalid: 'Not saved: check %{fields}.',
      field_in_languages: '%{field} (%{languages})',
    },
    steps: { label: 'Steps', has_errors: 'Has errors', back: 'Back', next: 'Next' },
  },
  drafts: {
    offer: 'Restore your changes from %{when}?',
    changed: 'Changed: %{fields}',
    stale: 'This item has been changed by someone else since. Saving your changes will show both versions to choose from.',
    restore: 'Restore',
    discard: 'Discard',
  },
  export: {
    intro: 'Download every item of a resource, in every language, as a file.',
    resource: 'Resource',
    format: 'Format',
    formats: { csv: 'CSV (spreadsheet, one column per language)', json: 'JSON' },
    applyListFilters: 'Only what the %{list} list shows now (its current search and filters)',
    noListFilters: 'The %{list} list has no search or filters now: everything is exported.',
    currentFilters: 'Current search and filters of the list',
    search: 'Search',
    start: 'Download',
    cancel: 'Cancel',
    progress: '%{bytes} received, %{rows} rows',
    progressLabel: 'Export in progress',
    done: '%{file} saved: %{rows} rows, %{bytes}.',
    cancelled: 'The export was cancelled; nothing was saved.',
    failed: 'The export failed: %{message}',
  },
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
  import: {
    button: 'Import',
    intro:
      'Create and change %{list} from a CSV or XLSX file. A dry run shows what each row would do; nothing is written until you confirm.',
    limits: "At most %{size} MB and %{rows} rows. An export's columns are read back as they are.",
    choose: 'Choose a file',
    reading: 'Reading %{file}…',
    progress_label: 'Import in progress',
    file: {
      too_large: 'This file is larger than %{limit} MB: split it into smaller files.',
      empty: 'This file is empty.',
      no_rows: 'This file has a header but no rows.',
      old_excel: 'This is an Excel 97-2003 workbook (.xls): save it as .xlsx or CSV and choose it again.',
      wrong_type: 'This is not a spreadsheet: choose a CSV or XLSX file.',
      unreadable_xlsx: 'This XLSX file could not be read: save it again, or as CSV.',
      formulas: 'The first sheet has %{count} formulas without their results: save it again from your spreadsheet, or as CSV.',
      formulas_only: 'This file holds only formulas, no values: save it as CSV from your spreadsheet.',
      too_many_rows: 'This file has %{rows} rows, and an import takes at most %{limit}: split it into smaller files.',
      failed: 'The file could not be read: %{message}',
    },
    columns: {
      title: 'Columns',
      intro: 'Each column of %{file} goes into the field shown: check what was guessed.',
      file_column: 'Column of the file',
      sample: 'First row',
      target: 'Imported into',
      none: 'Not imported',
      target_language: '%{field} (%{language})',
      id: 'Id (finds the item to change)',
      match_by: 'Find existing items by',
      match_none: 'Nothing: every row is a new item',
      missing: 'New items need %{columns}, which no column gives: choose those columns, or a column to find existing items by.',
      check: 'Check the rows',
      back: 'Choose another file',
    },
    stages: {
      items: 'Reading the items the file names: %{done} of %{total}',
      references: 'Reading the items the file refers to: %{done}',
      rows: 'Checking the rows: %{done} of %{total}',
      failed: 'The dry run could not be done: %{message}',
    },
    summary: {
      title: 'Dry run: nothing has been written yet',
      create: 'Will create (%{smart_count})',
      update: 'Will change (%{smart_count})',
      unchanged: 'Unchanged (%{smart_count})',
      refused: 'Refused (%{smart_count})',
      row: 'Row',
      item: 'Item',
      what: 'What happens',
      more: 'And %{smart_count} more row. |||| And %{smart_count} more rows.',
      change: '%{column}: %{before} → %{after}',
      empty: '(empty)',
      problem: '%{column}: %{message}',
      confirm: 'Import %{smart_count} row |||| Import %{smart_count} rows',
      nothing: 'Nothing to write: every row is unchanged or refused.',
      back: 'Back to the columns',
      download_refused: 'Download the refused rows (CSV)',
    },
    writing: {
      progress: '%{done} of %{total} rows written',
      through_calls: 'This server has no import endpoint: the rows are written one by one.',
      stop: 'Stop',
    },
    report: {
      title: 'Import finished',
      stopped: 'Import stopped: the rows written until then stay written.',
      failed: 'The import failed: %{message}. The rows counted here were written.',
      created: 'Created: %{smart_count}',
      updated: 'Changed: %{smart_count}',
      conflicts: 'Not written, changed by someone else since the dry run: %{smart_count}',
      refused: 'Refused: %{smart_count}',
      unwritten: 'Not written, the import was stopped: %{smart_count}',
      back: 'Back to the list',
      again: 'Import another file',
    },
    problems: {
      unknown_item: 'No %{resource} has this id',
      ambiguous_key: '%{count} items have this value',
      same_item: 'Row %{row} changes this item already',
      unknown_reference: 'No %{resource} is named "%{name}"',
      ambiguous_reference: '%{count} items of %{resource} are named "%{name}"',
      unknown_file: 'No item holds a file at %{url}',
      conflict: 'Changed by %{who} since the dry run',
      someone: 'someone else',
      stopped: 'Not written: the import was stopped',
    },
    reason_column: 'Why it was not imported',
  },
  security: {
    menu: 'Devices and security',
    unavailable: 'This server offers no device list, change of password or two-step sign-in.',
    devices: {
      heading: 'Signed-in devices',
      on: ' on ',
      unknownBrowser: 'Unknown browser',
      thisDevice: '%{name} (this device)',
      details: '%{ip} · first used %{first} · last used %{last}',
      signOut: 'Sign out',
      signOutOthers: 'Sign out everywhere else',
      signedOut: 'The device has been signed out',
      othersSignedOut: 'Every other device has been signed out',
    },
    password: {
      heading: 'Password',
      current: 'Current password',
      new: 'New password',
      rules: 'At least 8 characters',
      confirmation: 'New password again',
      signOutOthers: 'Sign out my other devices',
      submit: 'Change password',
      changed: 'Your password has been changed',
      changedOthersSignedOut:
        'Your password has been changed and %{smart_count} other device signed out |||| Your password has been changed and %{smart_count} other devices signed out',
      unavailable: 'This server does not offer a change of password here.',
    },
    secondFactor: {
      heading: 'Two-step sign-in',
      off: 'Off. With it, signing in also asks for a code from an authenticator app.',
      required: 'Required for staff accounts: set it up to continue.',
      on: 'Two-step sign-in is on. %{smart_count} recovery code left |||| Two-step sign-in is on. %{smart_count} recovery codes left',
      setUp: 'Set up two-step sign-in',
      remove: 'Turn off two-step sign-in',
      renew: 'New recovery codes',
      renewIntro: 'Confirm with your password. Your present recovery codes will no longer work.',
      passwordIntro: 'Confirm with your password.',
      password: 'Password',
      continue: 'Continue',
      scan: 'Scan the QR code with your authenticator app (or type in the key), then enter the code it shows.',
      qrCode: 'QR code to scan with an authenticator app',
      secret: 'Key:',
      code: 'Code from the app',
      turnOn: 'Turn on',
      codesIntro: 'Keep these recovery codes safe: each signs you in once without the app. They are shown only now.',
      codes: 'Recovery codes',
      oldCodesVoid: 'Your previous recovery codes no longer work.',
      copy: 'Copy',
      copied: 'The recovery codes have been copied',
      copyFailed: 'The recovery codes could not be copied: select them, or download them',
      download: 'Download',
      done: 'Done',
    },
    log: {
      heading: 'Sign-in and security log',
      kinds: {
        signed_in: 'Signed in',
        sign_in_failed: 'Wrong password',
        locked_out: 'Sign-in refused: too many attempts',
        second_factor_failed: 'Wrong two-step code',
        signed_out: 'Signed out',
        session_ended: 'A device was signed out',
        other_sessions_ended: 'Every other device was signed out',
        password_reset: 'Password reset',
        password_changed: 'Password changed',
        second_factor_enabled: 'Two-step sign-in turned on',
        second_factor_disabled: 'Two-step sign-in turned off',
        recovery_code_used: 'Signed in with a recovery code',
        recovery_codes_renewed: 'New recovery codes',
      },
    },
  },
  /** The live parts of the admin (docs/live.md): who else has an item open, saves by others, rows changed by others. */
  live: {
    editing: '%{name} is editing · since %{time}',
    editing_on: '%{name} is editing · on %{where} · since %{time}',
    step_and_language: '%{step}, %{language}',
    saved_by: '%{name} saved this item just now.',
    changed_parts: 'Changed: %{parts}',
    deleted_by: '%{name} deleted this item.',
    deleted_elsewhere: 'This item was deleted elsewhere.',
    take_theirs: 'Take their version',
    // Closes the notice; the form keeps what the user typed, and a save meets the conflict merge.
    keep_mine: 'Keep mine',
    merge_into_form: 'Put into my form',
    changed_since_focus: 'This item was changed elsewhere since you opened it.',
    recently_changed: 'Changed by someone else in the last minute',
  },
  /** What the reference server writes for a person to read (docs/api.md "Errors"), beside `validation`. */
  server: {
    invalidData: 'The given data was invalid.',
    invalidQuery: 'The given query was invalid.',
    unauthenticated: 'Unauthenticated.',
    forbidden: 'This action is unauthorized.',
    notFound: 'Not found.',
    noRoute: 'No route for %{method} %{path}.',
    noSuchResource: 'No such resource.',
    somethingWentWrong: 'Something went wrong',
    busy: 'The server is busy. Please try again in a moment.',
    tooLong: 'The server took too long to answer this request and stopped it. Please try again, or ask for less at once.',
    malformed: 'The request is malformed.',
    tooLarge: 'The request is too large.',
    unsupportedType: 'This type of content is not accepted here.',
    bodyTooSlow: 'The request body did not arrive in time.',
    /** Of the items of a resource, named by its label (`%{resource}`, resources/messages.ts). */
    items: {
      notFound: 'No such %{resource}.',
      noSuchId: 'No such %{resource}',
      noSuchVersion: 'No such version of this %{resource}.',
      noSuchDeleted: 'No deleted %{resource} with this id.',
      restoredAlready: 'This %{resource} has been restored already.',
      notRestorable: 'This %{resource} cannot be restored: %{fields} missing or no longer valid.',
      versionRequired: 'Say which version of the %{resource} this change is based on (If-Match: "<version>", as its ETag gave it).',
      versionsRequired: 'Say which version of each %{resource} this change is based on: "versions", one per id.',
      versionPerId: 'Give one version per id, in the order of ids',
      changed: 'This %{resource} was changed by someone else since you opened it. Review their change and save again.',
      someChanged: '%{count} of the %{resources} changed since you loaded them; nothing was changed. Reload and try again.',
      selectionChanged: 'The selection changed: %{now} %{resources} match now, not %{count}. Nothing was changed.',
      selectionGrew: 'The selection changed: more than %{max} %{resources} match now, not %{count}. Nothing was changed.',
      json: 'Send the body as application/json.',
      object: 'The request body must be a JSON object.',
      notHere: 'Cannot be changed here',
    },
    /** The field kinds' checks of a write against the store. */
    writes: {
      noSuchItems: 'No such %{resource}: %{ids}',
      notUnderItself: 'Cannot be the %{resource} itself or one of its descendants',
      noSuchFile: 'No such file',
      image: 'Must be an image',
      video: 'Must be a video',
    },
    limits: {
      signIn: 'Too many sign-in attempts. Please try again in %{seconds} seconds.',
      resetRequests: 'Too many requests for a reset link. Please try again in %{minutes} minutes.',
      passwordChecks: 'Too many password checks from your address. Please try again in %{seconds} seconds.',
      accountFailures:
        'Too many failed sign-ins for this account. Please try again in %{minutes} minutes, or from a device you signed in with before.',
      failedRequests: 'Too many failed requests from your address. Please try again in %{seconds} seconds.',
    },
    auth: {
      resetLinkSent: 'If an account exists for this e-mail address, a link to reset its password is on its way.',
      passwordReset: 'Your password has been reset. You can now sign in with your new password.',
      validResetLink: 'This link to reset your password is valid.',
      invalidResetLink: 'This is not a valid link to reset your password. Please request a new one.',
      passwordIncorrect: 'The password is incorrect.',
      noSuchSession: 'No such session.',
      eventId: 'Must be the id of an event',
      secondFactorExists: 'Remove the second factor you have before setting up another.',
      wrongCode: 'The code is incorrect. Enter the code your app shows now.',
      noSecondFactor: 'Set up a second factor first.',
      secondFactorKept: 'A second factor is required for staff accounts: it cannot be removed.',
      secondFactorRequired: 'Set up a second factor for your account to continue.',
    },
    savedViews: {
      notFound: 'No such saved view.',
      notAColumn: 'Not a column of this list: %{columns}.',
      columnTwice: 'A column is named twice.',
      nameTaken: 'You already have a view of this list with this name.',
      notOwner: 'Only the staff member who saved a view may change or delete it.',
    },
    media: {
      fileRequired: 'Send the file as multipart/form-data in the field "file".',
      malformed: 'The multipart body is malformed.',
      accepted: 'Must be an image (PNG, JPEG, GIF, WebP) or a video (MP4, WebM, QuickTime)',
      tooLarge: 'The file is larger than the %{size} allowed',
      empty: 'The file is empty',
      mismatch: 'The file content does not match its type',
    },
    import: {
      unversioned: 'Say which version of each item a row changes: "version" beside "id" (row %{row}).',
      noSuchItem: 'No item has this id',
      sameItem: 'Another row of this import changes this item too',
    },
    /** OAuth's errors (`message`; `error_description` stays Passport's English). */
    oauth: {
      invalidRequest: 'The request is missing the required parameter "%{parameter}", or it is malformed.',
      invalidClient: 'Client authentication failed.',
      wrongCredentials: 'The user credentials were incorrect.',
      invalidRefreshToken: 'The refresh token is invalid.',
      codeRequired: 'Enter the code of your authenticator app, or a recovery code.',
      wrongCode: 'The code is incorrect.',
      expired: 'The sign-in has expired. Please sign in again.',
      unsupportedGrant: 'The authorization grant type is not supported by the authorization server.',
    },
    query: {
      unknownParameter: 'Unknown parameter',
      givenOnce: 'Must be given once',
      presence: 'Must be 1 or 0',
      ids: 'Must be a list of valid ids',
      direction: 'Must be asc or desc',
      perPage: 'Must be a whole number from 1 to %{max}',
      page: 'Must be a whole number from 1',
      cursor: 'Invalid cursor',
      searchWords: 'Search for at most %{max} words',
    },
    resetMail: {
      subject: 'Reset your password',
      why: 'You are receiving this e-mail because we received a password reset request for your account.',
      link: 'Reset your password: %{url}',
      linkText: 'Reset your password',
      expiry: 'This link expires in 1 minute and works once. |||| This link expires in %{smart_count} minutes and works once.',
      notYou: 'If you did not request a password reset, no further action is required.',
    },
  },
  /** A resource's texts from its English name (the definition's `label`). */
  resourceTexts: ({ one, other }: Noun, irreversible: boolean): ResourceTexts => {
    const warning = irreversible ? ' This action cannot be undone.' : '';
    return {
      notifications: {
        created: `${one} created successfully`,
        updated: `${one} updated successfully`,
        deleted: `${one} deleted |||| %{smart_count} ${lower(other)} deleted`,
      },
      message: {
        delete_title: `Delete ${lower(one)} %{recordRepresentation}`,
        delete_content: `This ${lower(one)} goes to Recently deleted, where it can be restored.`,
        delete_content_final: `Are you sure you want to delete this ${lower(one)}?${warning}`,
        bulk_delete_title: `Delete 1 ${lower(one)} |||| Delete %{smart_count} ${lower(other)}`,
        bulk_delete_content:
          `This ${lower(one)} goes to Recently deleted, where it can be restored. |||| ` +
          `These %{smart_count} ${lower(other)} go to Recently deleted, where they can be restored.`,
        bulk_delete_content_final:
          `Are you sure you want to delete this ${lower(one)}?${warning} |||| ` +
          `Are you sure you want to delete these %{smart_count} ${lower(other)}?${warning}`,
        save_title: `Save ${lower(one)}`,
        save_content: `Are you sure you want to save this ${lower(one)}?`,
        count: `1 ${lower(one)} |||| %{smart_count} ${lower(other)}`,
        estimated_count: `about %{smart_count} ${lower(other)}`,
        unreadable: `Could not parse ${lower(one)}`,
        empty: `No ${lower(other)} yet.`,
        no_match: `No ${lower(other)} match the search and filters.`,
        create_first: `Create the first ${lower(one)}`,
      },
      titles: {
        list: other,
        create: `New ${lower(one)}`,
        edit: `Edit ${lower(one)}`,
        translations: `${one} translations`,
        import: `Import ${lower(other)}`,
      },
    };
  },
  /** The title of one step of a form in steps: the form's title, then the step's name. */
  stepTitle: (title: string, step: string): string => `${title}: ${lower(step)}`,
  /** English names its resources in the definitions; every other language does here. */
  resources: {} as Record<string, ResourceNames>,
};

/** The same keys as English, each a text of the language's own. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => unknown ? T[K] : Texts<T[K]> };

/** What every language's file holds. */
export type Catalogue = Texts<Omit<typeof english, 'ra' | 'resources'>> & {
  ra: TranslationMessages['ra'];
  resources: Record<string, ResourceNames>;
};

export default english satisfies Catalogue;
