/** What more than one kind uses: the schemas of a choice and an id, on write and as read; a list compared by its ids. */
import { z } from 'zod/mini';
import { id, requiredText, typeError } from '../validation';
import type { Choice } from '../definition';
import { isObject, type CsvRead, type CsvReadContext, type Mode } from './kind';

/**
 * On write, one of the choices. On the form, any value: its inputs offer the choices and the values
 * the record came with, and a value this admin does not know (added on the server later) is kept
 * for the server to judge rather than blocking the save.
 */
export const choiceSchema = (choices: readonly Choice[], mode: Mode) =>
  mode === 'form'
    ? requiredText()
    : z.pipe(requiredText(), z.enum(choices.map((choice) => choice.id) as [string, ...string[]], { error: 'validation.choice' }));

/**
 * On write, this server's ids (uuids). On the form and in an import, an id as the API gave it:
 * another server may number its items (Laravel's auto-increment ids), and the server judges what
 * it receives.
 */
export const referenceId = (mode: Mode) =>
  mode === 'write' ? id() : z.union([z.string().check(z.minLength(1)), z.number()], { error: typeError('validation.id') });

/** A CSV cell naming one of a field's choices, by its value or its label (an import). */
export function readChoiceCell(field: { source: string; choices: readonly Choice[] }, cell: string, context: CsvReadContext): CsvRead {
  const choice = context.choice(field, cell);
  return choice ? { value: choice.id } : { problem: 'validation.choice', args: { choices: field.choices.map(({ id }) => id).join(', ') } };
}

/** An id as read: a string, or a number from a server that counts its items. */
export const readId = z.union([z.string().check(z.minLength(1)), z.number()]);

/** A choice as read: any value of the choice's type; one this admin does not know is shown and kept as it came. */
export const readChoice = z.union([z.string(), z.number()]);

/** An item of another resource as read: embedded, or only its id when the reference is itself embedded. */
export const readReferenced = (
  field: { reference: string; embed?: readonly string[] },
  context: { embedded(field: { reference: string; embed?: readonly string[] }): z.ZodMiniType; nested: boolean },
) => (context.nested ? z.looseObject({ id: readId }) : context.embedded(field));

/** Choices' English names by value, as the catalogue takes them. */
export const choiceNames = (choices: readonly Choice[]): Record<string, string> =>
  Object.fromEntries(choices.map((choice) => [choice.id, choice.name]));

/** A list's items by their ids (an embedded item by its own), as two lists are compared. */
export const idsOf = (value: unknown): unknown[] =>
  ((value as unknown[] | null | undefined) ?? []).map((entry) => (isObject(entry) ? entry.id : entry));
