/** The texts of the drafts' offer (en-US). */
export const draftMessages = {
  drafts: {
    offer: 'Restore your changes from %{when}?',
    changed: 'Changed: %{fields}',
    stale: 'This item has been changed by someone else since. Saving your changes will show both versions to choose from.',
    restore: 'Restore',
    discard: 'Discard',
  },
};
