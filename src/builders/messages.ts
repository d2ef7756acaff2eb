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
    steps: {
      label: 'Steps',
      has_errors: 'Has errors',
      back: 'Back',
      next: 'Next',
    },
  },
} as const;
