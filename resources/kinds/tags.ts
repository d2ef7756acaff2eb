import { z } from 'zod/mini';
import type { FieldBase } from '../definition';
import { typeError } from '../validation';
import { csvListItems, csvListSeparator, scalarDefaults, type FieldKindModule } from './kind';

/** Words of the user's own (`derby`, `cup`), any number but none twice: a PostgreSQL `text[]`. */
export interface TagsField extends FieldBase {
  kind: 'tags';
}

declare module '../definition' {
  interface FieldTypes {
    tags: TagsField;
  }
}

/** A tag is a few words, and a field holds a list a row can show. */
export const tagLimits = { length: 50, items: 50 } as const;

/** Its messages (its module's `messages`), by catalogue key. */
export const tagsMessages = {
  'validation.tagSeparator': `A tag cannot hold ${csvListSeparator}`,
  'validation.tagLength': `A tag must be ${tagLimits.length} characters or less`,
} as const;

/**
 * The tags as written, trimmed, each once (a tag given twice is one tag), a blank one being no tag.
 * Checked as a whole, so that the message shows under the one input that holds them all.
 */
const tagList = () =>
  z.pipe(
    z.array(z.string({ error: typeError('validation.string') }), { error: typeError('validation.invalid') }),
    z.transform((values: string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))]),
  );

export const tagsKind: FieldKindModule<TagsField> = {
  ...scalarDefaults,
  messages: tagsMessages,
  writeSchema: () =>
    z.pipe(
      tagList(),
      z.array(z.string()).check(
        z.maxLength(tagLimits.items, { error: 'validation.maxItems' }),
        z.refine((tags: string[]) => tags.every((tag) => tag.length <= tagLimits.length), { error: 'validation.tagLength' }),
        // A list is one CSV cell, its items joined with the separator: a tag holding it would come back as two.
        z.refine((tags: string[]) => tags.every((tag) => !tag.includes(csvListSeparator)), { error: 'validation.tagSeparator' }),
      ),
    ),
  readSchema: () => z.array(z.string()),
  omittable: true,
  emptyValue: () => [],
  formValue: () => [],
  required: () => false,
  wholeValueErrors: true,
  filters: ['includes'],
  searchTexts: (_field, value) => (Array.isArray(value) ? value.map(String) : []),
  fromCsv: (_field, [cell = '']) => ({ value: csvListItems(cell) }),
  csvTexts: (_field, value) => [(Array.isArray(value) ? value : []).join(', ')],
};
