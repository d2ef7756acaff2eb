/**
 * How the admin and the reference server put values into a catalogue's texts: polyglot's
 * `%{name}` interpolation (node-polyglot, which both use), with every number written as the
 * language writes it (`1.234` in German, `1 234` in French), `smart_count` included.
 */
import Polyglot from 'node-polyglot';
import type { Catalogue } from '../locales/en';
import { kindValidationMessages } from './validation-messages';

type Replacement = (expression: string, argument: string) => unknown;

/** A `replace` option for Polyglot (`new Polyglot({ replace })`) writing numbers in `locale()`'s way. */
export function localizedNumbers(locale: () => string) {
  const formats = new Map<string, Intl.NumberFormat>();
  const format = (value: number) => {
    const tag = locale();
    let numbers = formats.get(tag);
    if (!numbers) {
      numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
      formats.set(tag, numbers);
    }
    return numbers.format(value);
  };
  return function replace(this: string, pattern: RegExp, replacement: Replacement): string {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const value = replacement(expression, argument);
      return typeof value === 'number' ? format(value) : String(value);
    });
  };
}

/** A message the server writes for a person: a catalogue key (`validation.required`, `server.notFound`) and its values. */
export interface Message {
  message: string;
  args?: Record<string, string | number>;
  /** Values that are a number of bytes, each said in the language's units as a limit is (server/i18n/texts.ts). */
  sizes?: Record<string, number>;
  /**
   * The resource the message names, its definition's name and English label: `%{Resource}` and
   * `%{Resources}` say its name as a label writes it, `%{resource}` and `%{resources}` in a sentence,
   * from the language's `resources` where it names the resource.
   */
  resource?: { name: string; one: string; other: string };
}

/** What a language says in the server's answers: its validation messages, the server's own texts and the resources' names. */
export type ServerTexts = Pick<Catalogue, 'locale' | 'validation' | 'server'> & {
  builders: Pick<Catalogue['builders'], 'size'>;
} & Partial<Pick<Catalogue, 'resources'>>;

/** The arguments naming a message's resource in the language of `texts`. */
function resourceArgs(texts: ServerTexts, { name, one, other }: NonNullable<Message['resource']>) {
  const names = texts.resources?.[name] ?? { one, other };
  const lower = (text: string) => text.toLocaleLowerCase(texts.locale);
  return { Resource: names.one, Resources: names.other, resource: lower(names.one), resources: lower(names.other) };
}

/** Renders messages in one language, each key it lacks as `fallback` renders it. */
export function translatorFor(texts: ServerTexts, fallback?: (message: Message) => string): (message: Message) => string {
  const polyglot = new Polyglot({
    locale: texts.locale,
    // The kinds' messages (flat `validation.*` keys) first, so that the language's own say them where it has them.
    phrases: { ...kindValidationMessages(), validation: texts.validation, server: texts.server, builders: { size: texts.builders.size } },
    replace: localizedNumbers(() => texts.locale) as never,
    onMissingKey: fallback
      ? (key: string, args: Record<string, unknown>) => fallback({ message: key, args: args as Message['args'] })
      : undefined,
  });
  return ({ message, args, resource }) => polyglot.t(message, resource ? { ...args, ...resourceArgs(texts, resource) } : args);
}
