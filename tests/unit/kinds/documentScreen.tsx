/** The screen module of the proof's document kind (see document.ts): a file picker, and a link to the file by its name. */
import { FileField, FileInput } from 'react-admin';
import type { ScreenKind } from '../../../src/kinds/kind';
import type { DocumentField } from './document';

const isMedia = (value: unknown): value is { url: string; name: string } =>
  typeof value === 'object' && value !== null && 'url' in value && 'name' in value;

export const documentScreen: ScreenKind<DocumentField> = {
  Input: ({ field, isRequired }) => (
    <FileInput source={field.source} isRequired={isRequired}>
      <FileField source="src" title="title" />
    </FileInput>
  ),
  Cell: ({ value }) => (isMedia(value) ? <a href={value.url}>{value.name}</a> : null),
  unlinked: true,
};
