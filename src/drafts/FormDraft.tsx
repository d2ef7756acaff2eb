/**
 * The draft of a create or edit form: what the user types is written to the browser's storage as
 * they type, and a draft left from before (a session that ended, a crashed tab, a restarted
 * browser) is offered when the form opens again, with what it changes. A draft based on an older
 * version of the item keeps that version, so saving it meets the conflict screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { useFormats, type Formats } from '../i18n/formats';
import type { ResourceDefinition } from '../../resources/definition';
import { withRenamedKeys } from '../../resources/renames';
import { changedFields, draftValues } from './draftDiff';
import { newItemKey, purgeExpiredDrafts, readDraft, removeDraft, saveDraft, type Draft, type DraftKey } from './draftStore';

/** How long typing pauses before the draft is written. */
const writeDelayMs = 400;

const versionOf = (values: Record<string, unknown> | undefined): number | undefined =>
  typeof values?.version === 'number' ? values.version : undefined;

function useDraftKey(definition: ResourceDefinition): DraftKey | undefined {
  const { identity } = useGetIdentity();
  const record = useRecordContext();
  if (identity?.id == null) return undefined;
  return { userId: String(identity.id), resource: definition.name, itemId: record?.id == null ? newItemKey : String(record.id) };
}

/** "14:32" today, with the date on another day, in the interface's locale. */
function draftTime(savedAt: number, formats: Formats): string {
  const when = new Date(savedAt);
  const today = when.toDateString() === new Date().toDateString();
  return today ? formats.time(when) : formats.dateTime(when);
}

export function FormDraft({ definition }: { definition: ResourceDefinition }) {
  const key = useDraftKey(definition);
  const record = useRecordContext();
  const { watch, getValues, setValue, formState } = useFormContext();
  // What the draft is compared with: the item as saved, or on a create form the form's defaults.
  const saved = record ?? (formState.defaultValues as Record<string, unknown> | undefined) ?? {};
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const [offered, setOffered] = useState<Draft>();
  // Nothing is written until the stored draft has been read (and offered): typing first must not overwrite it.
  const [ready, setReady] = useState(false);
  const storageKey = key && `${key.userId}/${key.resource}/${key.itemId}`;
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    if (!keyRef.current) return;
    const current = keyRef.current;
    let active = true;
    setReady(false);
    void (async () => {
      try {
        await purgeExpiredDrafts();
        const stored = await readDraft(current);
        if (!active) return;
        // A draft typed before a field was renamed (`renamedFrom`) offers its value under the new name.
        const draft = stored && { ...stored, values: withRenamedKeys(definition, stored.values) };
        if (draft && changedFields(definition, savedRef.current, draft.values).length > 0) setOffered(draft);
      } catch {
        // No storage in this browser (private mode, disabled): the form works without drafts.
      } finally {
        if (active) setReady(true);
      }
    })();
    return () => {
      active = false;
    };
    // Read once per form and item; the record's later refetches do not offer again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  useEffect(() => {
    if (!ready || offered || !keyRef.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const current = keyRef.current;
        if (!current) return;
        const values = getValues();
        const typed = draftValues(definition, values);
        // Back to what is saved: nothing to keep.
        const written =
          changedFields(definition, savedRef.current, typed).length === 0
            ? removeDraft(current)
            : saveDraft({ ...current, values: typed, baseVersion: versionOf(values), savedAt: Date.now() });
        written.catch(() => undefined);
      }, writeDelayMs);
    };
    const subscription = watch(schedule);
    // What was typed while the stored draft was being read is written now: no change may come after it.
    if (changedFields(definition, savedRef.current, draftValues(definition, getValues())).length > 0) schedule();
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [ready, offered, watch, getValues, definition]);

  if (!offered || !key) return null;
  const restore = () => {
    for (const [source, value] of Object.entries(offered.values)) setValue(source, value, { shouldDirty: true });
    // Saved against the version it was based on: a newer item answers 409 and the conflict screen opens.
    if (offered.baseVersion !== undefined) setValue('version', offered.baseVersion);
    setOffered(undefined);
  };
  const discard = () => {
    removeDraft(key).catch(() => undefined);
    setOffered(undefined);
  };
  return <DraftOffer definition={definition} draft={offered} saved={saved} onRestore={restore} onDiscard={discard} />;
}

interface DraftOfferProps {
  definition: ResourceDefinition;
  draft: Draft;
  saved: Record<string, unknown>;
  onRestore: () => void;
  onDiscard: () => void;
}

function DraftOffer({ definition, draft, saved, onRestore, onDiscard }: DraftOfferProps) {
  const translate = useTranslate();
  const formats = useFormats();
  const fields = changedFields(definition, saved, draft.values)
    .map((field) => translate(`resources.${definition.name}.fields.${field.source}`))
    .join(', ');
  const current = versionOf(saved);
  const stale = draft.baseVersion !== undefined && current !== undefined && draft.baseVersion < current;
  return (
    <Alert
      severity={stale ? 'warning' : 'info'}
      role="region"
      aria-label={translate('drafts.offer', { when: draftTime(draft.savedAt, formats) })}
      sx={{ mb: 2, width: '100%' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRestore}>
            {translate('drafts.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {translate('drafts.discard')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{translate('drafts.offer', { when: draftTime(draft.savedAt, formats) })}</AlertTitle>
      {translate('drafts.changed', { fields })}
      {stale && <div>{translate('drafts.stale')}</div>}
    </Alert>
  );
}
