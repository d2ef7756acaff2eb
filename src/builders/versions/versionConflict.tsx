/**
 * A write refused with 409 because the item changed since the user's copy: the copy the user
 * started from, what they sent, the item as it is now, and who changed it last and when.
 */
import { useGetIdentity, useTranslate } from 'react-admin';
import { useFormats } from '../../i18n/formats';
import { isHttpError } from '../../../providers/http-error';
import type english from '../../../locales/en';

export interface VersionConflict {
  base: Record<string, unknown>;
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  changedBy?: { id: string; name: string } | null;
  changedAt?: string;
}

/** The conflict a failed write stands for, or undefined when it failed for another reason. */
export function versionConflictOf(
  error: unknown,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
): VersionConflict | undefined {
  if (!isHttpError(error) || error.status !== 409) return undefined;
  const current = error.body?.current;
  if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
  return {
    base,
    mine,
    theirs: current as Record<string, unknown>,
    changedBy: error.body?.changedBy as VersionConflict['changedBy'],
    changedAt: typeof error.body?.changedAt === 'string' ? error.body.changedAt : undefined,
  };
}

/**
 * Whether the change the write met was the signed-in user's own, saved in another tab or window:
 * then the dialogs say "you" and "elsewhere", not "someone else" and "theirs".
 */
function useIsOwnChange(conflict: VersionConflict): boolean {
  const { identity } = useGetIdentity();
  return conflict.changedBy != null && identity?.id != null && String(identity.id) === String(conflict.changedBy.id);
}

/** The words of a conflict's dialog that differ when the change met was the user's own (the catalogue's `own`, but "who"). */
export type ConflictWord = Exclude<keyof typeof english.builders.versions.own, 'who'>;

export function useConflictWords(conflict: VersionConflict): (word: ConflictWord) => string {
  const translate = useTranslate();
  const own = useIsOwnChange(conflict);
  return (word) => translate(own ? `builders.versions.own.${word}` : `builders.versions.${word}`);
}

/** "Changed by Sam Staff on 23 Nov 2026, 20:05", by you, by a deleted user, or by someone unknown. */
export function ChangedBy({ conflict }: { conflict: VersionConflict }) {
  const translate = useTranslate();
  const formats = useFormats();
  const own = useIsOwnChange(conflict);
  const who = own
    ? translate('builders.versions.own.who')
    : conflict.changedBy === undefined
      ? translate('builders.versions.someone')
      : (conflict.changedBy?.name ?? translate('builders.versions.deleted_user'));
  const when = conflict.changedAt ? formats.dateTime(new Date(conflict.changedAt)) : undefined;
  return <>{when ? translate('builders.versions.changed_by_at', { who, when }) : translate('builders.versions.changed_by', { who })}</>;
}
