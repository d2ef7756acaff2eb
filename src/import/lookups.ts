/**
 * What an import's cells name, looked up among what the dry run loaded (docs/content-tools.md
 * "Import"): the items of a referenced resource by their id or by their name in any language (an
 * equipment "Agility ladder"), a choice by its value or its label, a file by the address the
 * export wrote, a truth value by yes or no. The same lookups name them back for the dry run's
 * before → after.
 */
import type { RaRecord } from 'ra-core';
import { knownChoice, type Choice, type ResourceDefinition } from '../../resources/definition';
import { kindOf } from '../../resources/kinds';
import type { CsvRead, CsvReadContext, CsvTextContext } from '../../resources/kinds/kind';
import { recordRepresentation, representationSources } from '../builders/recordRepresentation';
import { comparable } from './columns';

/** Every name an item goes by: its naming sources' texts (each language of a translatable one), joined by a space. */
function namesOf(definition: ResourceDefinition, record: RaRecord): string[] {
  let names = [''];
  for (const source of representationSources(definition)) {
    const field = definition.fields.find((candidate) => candidate.source === source);
    const texts = field ? kindOf(field).searchTexts(field, record[source]) : [];
    if (texts.length === 0) continue;
    names = names.flatMap((name) => texts.map((text) => (name ? `${name} ${text}` : text)));
  }
  return names.filter((name) => name !== '');
}

interface ItemIndex {
  definition: ResourceDefinition;
  byId: Map<string, RaRecord['id']>;
  byName: Map<string, RaRecord['id'][]>;
  nameOf: Map<string, string>;
}

function indexItems(definition: ResourceDefinition, records: readonly RaRecord[]): ItemIndex {
  const represent = recordRepresentation(definition);
  const index: ItemIndex = { definition, byId: new Map(), byName: new Map(), nameOf: new Map() };
  for (const record of records) {
    index.byId.set(String(record.id), record.id);
    index.nameOf.set(String(record.id), represent(record));
    for (const name of new Set(namesOf(definition, record).map(comparable))) {
      const ids = index.byName.get(name) ?? [];
      ids.push(record.id);
      index.byName.set(name, ids);
    }
  }
  return index;
}

/** A file as the API reads it. */
interface MediaObject {
  id: unknown;
  url: string;
  name?: string;
  fileName?: string;
}

const isMedia = (value: unknown): value is MediaObject =>
  typeof value === 'object' && value !== null && 'id' in value && typeof (value as MediaObject).url === 'string';

/** An address by its path: the export writes the server's origin, which a proxy may give otherwise. */
const addressPath = (url: string) => {
  try {
    return new URL(url, 'http://any.invalid').pathname;
  } catch {
    return url;
  }
};

export interface LookupSources {
  definitions: readonly ResourceDefinition[];
  /** Every item of each referenced resource, by resource name. */
  referenced: ReadonlyMap<string, readonly RaRecord[]>;
  /** The items being imported into, as read: the files they hold are the ones a cell may name. */
  existing: readonly RaRecord[];
  /** A choice's label in the interface language. */
  choiceLabel(field: { source: string }, choice: Choice): string;
  /** The interface's words for yes and no. */
  yes: string;
  no: string;
}

export interface Lookups {
  read: CsvReadContext;
  texts: CsvTextContext;
}

export function buildLookups(definition: ResourceDefinition, sources: LookupSources): Lookups {
  const indexes = new Map<string, ItemIndex>();
  const indexOf = (resource: string): ItemIndex => {
    let index = indexes.get(resource);
    if (!index) {
      const referenced = sources.definitions.find((candidate) => candidate.name === resource);
      if (!referenced) throw new Error(`${definition.name} refers to ${resource}, which is not served`);
      indexes.set(resource, (index = indexItems(referenced, sources.referenced.get(resource) ?? [])));
    }
    return index;
  };
  const files = new Map<string, MediaObject>();
  for (const record of sources.existing) {
    for (const field of definition.fields) {
      for (const media of kindOf(field).filesIn?.(field, record[field.source]) ?? []) {
        if (isMedia(media)) files.set(addressPath(media.url), media);
      }
    }
  }
  const filesById = new Map([...files.values()].map((media) => [String(media.id), media]));
  const yesWords = new Set(['true', 'yes', 'y', '1', comparable(sources.yes)]);
  const noWords = new Set(['false', 'no', 'n', '0', comparable(sources.no)]);

  const read: CsvReadContext = {
    reference(field, text): CsvRead {
      const index = indexOf(field.reference);
      const byId = index.byId.get(text.trim());
      if (byId !== undefined) return { value: byId };
      const ids = index.byName.get(comparable(text)) ?? [];
      if (ids.length === 1) return { value: ids[0] };
      const args = { name: text.trim(), resource: index.definition.label.one.toLowerCase(), count: ids.length };
      return { problem: ids.length === 0 ? 'import.problems.unknown_reference' : 'import.problems.ambiguous_reference', args };
    },
    choice(field, text) {
      const wanted = comparable(text);
      return (
        knownChoice(field.choices, text.trim()) ??
        field.choices.find((choice) => comparable(sources.choiceLabel(field, choice)) === wanted || comparable(choice.name) === wanted)
      );
    },
    isYes(text) {
      const word = comparable(text);
      return yesWords.has(word) ? true : noWords.has(word) ? false : undefined;
    },
    file(url) {
      const media = files.get(addressPath(url.trim())) ?? filesById.get(url.trim());
      return media ? { value: media.id } : { problem: 'import.problems.unknown_file', args: { url: url.trim() } };
    },
  };
  const texts: CsvTextContext = {
    referenceName: (field, id) => indexOf(field.reference).nameOf.get(String(id)) ?? String(id),
    choiceLabel: (field, id) => {
      const choice = field.choices.find((candidate) => candidate.id === id);
      return choice ? sources.choiceLabel(field, choice) : String(id);
    },
    yesNo: (value) => (value ? sources.yes : sources.no),
    fileName: (id) => {
      const media = filesById.get(String(id));
      return media?.name ?? media?.fileName ?? String(id);
    },
  };
  return { read, texts };
}
