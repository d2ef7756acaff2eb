/**
 * The interface texts of the generic views, in English (the interface language, spec §1). The
 * shell merges them into the catalogue beside `resourceMessages`; views only ever use the keys.
 */
import { languageNames } from '../../resources/languages';

export const builderMessages = {
  builders: {
    languages: languageNames,
    translation: {
      complete: '%{language}: translated',
      missing: '%{language}: not translated yet',
      invalid: '%{language}: has errors',
      summary: '%{complete} of %{total} languages translated',
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
    size: {
      B: '%{amount} B',
      KB: '%{amount} KB',
      MB: '%{amount} MB',
      GB: '%{amount} GB',
      TB: '%{amount} TB',
    },
    select: { none: 'None' },
    list: {
      select: 'Select %{name}',
      unreadable_problems: 'What was wrong: %{problems}',
      load_failed: 'The list could not be loaded: %{message}',
      next_page_failed: 'The next items could not be loaded: %{message}',
      retry: 'Retry',
      has: { yes: 'Yes', no: 'No' },
      bulk_update: {
        set_true: 'Set %{field} to yes',
        set_false: 'Set %{field} to no',
        done_true: '%{field} set to yes on %{items}',
        done_false: '%{field} set to no on %{items}',
      },
    },
    children: {
      none: 'None',
    },
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
      no_versions: 'This server does not say which version of an item you edit: simultaneous edits cannot be detected here.',
    },
    steps: {
      label: 'Steps',
      has_errors: 'Has errors',
      back: 'Back',
      next: 'Next',
    },
  },
} as const;
