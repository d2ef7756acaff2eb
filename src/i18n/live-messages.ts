/** The live parts of the admin (docs/live.md): who else has an item open, saves by others, rows changed by others. */
export const liveMessages = {
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
} as const;
