/**
 * Every field kind's storage, by kind (`ServerKindModule`, kind.ts): what the items, the lists,
 * the export, history and the migration ask of a field's column. The rest of the server imports
 * them from here.
 */
import type { FieldBase, FieldDefinition, FieldTypes } from '../../resources/definition';
import { KindRegistry } from '../../resources/kinds/registry';
import { booleanServer } from './boolean';
import { calendarDateServer } from './calendar-date';
import { childrenServer } from './children';
import { dateServer } from './date';
import { dateTimeServer } from './date-time';
import { emailServer } from './email';
import type { ServerKindModule } from './kind';
import { mediaServer } from './media';
import { multiSelectServer } from './multi-select';
import { numberServer } from './number';
import { referenceServer } from './reference';
import { referenceListServer } from './reference-list';
import { selectServer } from './select';
import { tagsServer } from './tags';
import { textServer } from './text';
import { urlServer } from './url';
import { translatableServer } from './translatable';

type ServerKinds = { [K in keyof FieldTypes]: ServerKindModule<FieldTypes[K]> };

export const serverKinds: ServerKinds = {
  text: textServer,
  translatable: translatableServer,
  number: numberServer,
  boolean: booleanServer,
  select: selectServer,
  multiSelect: multiSelectServer,
  reference: referenceServer,
  referenceList: referenceListServer,
  children: childrenServer,
  media: mediaServer,
  date: dateServer,
  email: emailServer,
  url: urlServer,
  calendarDate: calendarDateServer,
  dateTime: dateTimeServer,
  tags: tagsServer,
};

const registered = new KindRegistry<ServerKindModule>('server module', serverKinds as unknown as Record<string, ServerKindModule>);

/** Adds the storage of a field kind beyond the built-in ones (its data module: `registerFieldKind`); a name taken is refused. */
export function registerServerKind<F extends FieldBase & { kind: string }>(kind: F['kind'], module: ServerKindModule<F>) {
  registered.register(kind, module as unknown as ServerKindModule);
}

/** The storage module of a field's kind. */
export const serverKindOf = (field: FieldDefinition): ServerKindModule => registered.of(field);

export * from './kind';
export { sortTextLength } from './sort-text';
