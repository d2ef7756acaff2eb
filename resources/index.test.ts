import { definitions } from '.';
import { declarationProblems, kindOf, writeKey } from './kinds';
import { fieldBySource, hasFilter, isWritable } from './definition';

describe.each(definitions.map((definition) => [definition.name, definition] as const))('the %s definition', (_, definition) => {
  const sources = definition.fields.map((field) => field.source);

  it('names only its own fields in columns, sorts, search and filters', () => {
    for (const source of [
      ...definition.list.columns,
      ...definition.list.sortable,
      definition.list.defaultSort.field,
      ...definition.search,
      ...definition.filters.map((filter) => filter.source),
      ...(definition.bulkUpdatable ?? []),
      ...[definition.recordRepresentation].flat(),
    ]) {
      expect(sources).toContain(source);
    }
  });

  it('has one field per source and per write key', () => {
    expect(new Set(sources).size).toBe(sources.length);
    const keys = definition.fields.map(writeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refers only to declared resources', () => {
    for (const field of definition.fields) {
      if ('reference' in field) expect(definitions.map((other) => other.name)).toContain(field.reference);
    }
  });

  it('filters each field with a filter its kind takes: `has`, or one its kind names', () => {
    for (const filter of definition.filters) {
      const field = fieldBySource(definition, filter.source);
      expect([hasFilter, ...(kindOf(field).filters ?? [])]).toContain(filter.kind);
    }
  });

  it('declares each field as its kind allows (an image quality from 0 to 1, a date the server keeps)', () => {
    expect(declarationProblems([definition])).toEqual([]);
  });

  it.runIf(definition.form)('holds every writable field in exactly one step, each step named for a path', () => {
    const steps = definition.form?.steps ?? [];
    const stepNames = steps.map((step) => step.name);
    expect(new Set(stepNames).size).toBe(stepNames.length);
    for (const step of steps) {
      expect(step.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(step.label).toMatch(/\S/);
      expect(step.sources.length).toBeGreaterThan(0);
    }
    const placed = steps.flatMap((step) => step.sources);
    const writable = definition.fields.filter(isWritable).map((field) => field.source);
    expect([...placed].sort()).toEqual([...writable].sort());
  });
});

it('lays the exercise form out in the four steps of docs/spec.md §2', () => {
  const exercises = definitions.find((definition) => definition.name === 'exercises');
  expect(exercises?.form?.steps.map((step) => step.name)).toEqual(['details', 'video', 'equipment', 'injuries']);
  expect(exercises?.form?.steps[1].sources).toEqual(['video', 'thumbnail', 'image']);
});

it('declares the six resources of docs/spec.md §3 with the API paths of docs/api.md', () => {
  // Others an integrator adds come beside them.
  expect(definitions.map((definition) => definition.endpoint)).toEqual(
    expect.arrayContaining(['authors', 'equipment', 'exercises', 'injuries', 'knowledge_videos', 'referrals']),
  );
});
