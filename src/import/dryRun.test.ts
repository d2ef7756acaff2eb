// @vitest-environment node
import type { RaRecord } from 'ra-core';
import { definitions } from '../../resources';
import { exercises } from '../../resources/exercises/definition';
import { languages } from '../../resources/languages';
import { translated } from '../../resources/translated.test-support';
import { guessMapping, importTargets, rememberMapping, rememberedMapping, type ColumnMapping } from './columns';
import { dryRun, type DryRunInput, type RowPlan } from './dryRun';
import { existingItems } from './loadItems';
import { buildLookups } from './lookups';
import { sameValue } from './sameValue';

const targets = importTargets(exercises);
const ladder: RaRecord = {
  id: 'q1',
  name: translated({ de: 'Koordinationsleiter', en: 'Agility ladder', es: 'Escalera', fr: 'Échelle', nl: 'Ladder', pt: 'Escada' }),
};
const cones: RaRecord = { id: 'q2', name: translated('Cones') };
const thumbnail = {
  id: 'm1',
  url: 'http://127.0.0.1:8000/media/1/squat.png',
  name: 'squat.png',
  fileName: 'squat.png',
  mimeType: 'image/png',
  size: 1,
};

const exercise = (id: string, name: string, extra: Record<string, unknown> = {}): RaRecord => ({
  id,
  version: 3,
  name: translated(name),
  description: translated(`${name} description`),
  types: ['strength'],
  level: 'easy',
  reps: 10,
  duration: null,
  rmType: null,
  rmLoad: null,
  premium: false,
  gymAccessRequired: false,
  repsLeftRight: false,
  repsLeftRightAlternating: false,
  video: null,
  thumbnail,
  image: null,
  equipment: [ladder],
  equipmentIds: ['q1'],
  injuries: [],
  injuryIds: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const squat = exercise('e1', 'Squat');
const plank = exercise('e2', 'Plank', { thumbnail: null });

/** The labels the screen gives in the interface language (here Dutch-like, to tell them from the English names). */
const labels: Record<string, string> = { level: 'Niveau', types: 'Soorten' };
const names = (target: (typeof targets)[number]) => {
  const label = target.column && labels[target.column.field.source];
  return label ? [label] : [];
};

async function plan(header: string[], rows: string[][], options: { mapping?: ColumnMapping; matchBy?: string } = {}): Promise<RowPlan[]> {
  const existing = await existingItems(exercises, [squat, plank]);
  const lookups = buildLookups(exercises, {
    definitions,
    referenced: new Map([
      ['equipment', [ladder, cones]],
      ['injuries', []],
    ]),
    existing: [squat, plank],
    choiceLabel: (field, choice) => (field.source === 'level' && choice.id === 'hard' ? 'Zwaar' : choice.name),
    yes: 'Ja',
    no: 'Nee',
  });
  const input: DryRunInput = {
    definition: exercises,
    sheet: { header, rows },
    targets,
    mapping: options.mapping ?? guessMapping(targets, header, names),
    matchBy: options.matchBy,
    existing,
    lookups,
  };
  return dryRun(input);
}

const exportHeader = [
  'id',
  ...languages.map((language) => `name_${language}`),
  ...languages.map((language) => `description_${language}`),
  'types',
  'level',
  'reps',
  'premium',
  'thumbnail',
  'equipment_ids',
];
/** A row as the export writes the item (`overrides` by header). */
const exportRow = (record: RaRecord, overrides: Record<string, string> = {}) =>
  exportHeader.map((header) => {
    if (header in overrides) return overrides[header];
    if (header === 'id') return String(record.id);
    const [source, language] = header.split(/_(?=[a-z]{2}$)/);
    if (language) return (record[source] as Record<string, string>)[language];
    if (header === 'types') return (record.types as string[]).join('|');
    if (header === 'thumbnail') return (record.thumbnail as { url: string } | null)?.url ?? '';
    if (header === 'equipment_ids') return (record.equipmentIds as string[]).join('|');
    return String(record[source] ?? '');
  });

describe('mapping a file’s columns', () => {
  it('matches the export’s headers, the labels in the interface language and in English, and language codes, ignoring case, accents and punctuation', () => {
    expect(guessMapping(targets, ['ID', 'Name (NL)', 'name_en', 'Niveau', 'Équipment', 'Premium', 'Whatever', 'name nl'], names)).toEqual([
      'id',
      'name_nl',
      'name_en',
      'level',
      'equipment_ids',
      'premium',
      null,
      null,
    ]);
  });

  it('matches a renamed field’s former name, which a file exported before the rename has', () => {
    const renamed = {
      ...exercises,
      fields: exercises.fields.map((field) =>
        field.source === 'reps' ? { ...field, source: 'repetitions', label: 'Repetitions', renamedFrom: 'reps' } : field,
      ),
    };
    expect(guessMapping(importTargets(renamed), ['id', 'reps', 'name_en'], names)).toEqual(['id', 'repetitions', 'name_en']);
  });

  it('remembers a confirmed mapping per resource, which wins over the guess', () => {
    const storage = new Map<string, string>();
    const local = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as unknown as Storage;
    rememberMapping(exercises, ['Naam', 'Level'], ['name_nl', null], local);
    expect(rememberedMapping(exercises, local)).toEqual({ naam: 'name_nl', level: null });
    expect(guessMapping(targets, ['naam', 'level'], names, rememberedMapping(exercises, local))).toEqual(['name_nl', null]);
  });
});

describe('the dry run', () => {
  it('sorts the rows into new, changed (with each changed cell), unchanged and refused, reading names, labels and formulas back', async () => {
    const newRow = exportRow(exercise('', 'Sprint'), {
      id: '',
      name_en: "'=SUM(1)",
      types: 'Strength | push',
      level: 'Zwaar',
      thumbnail: '',
      premium: 'Ja',
      equipment_ids: 'agility LADDER|cones (NL)',
    });
    const rows = [
      newRow,
      exportRow(squat, { name_nl: 'Squat (nl), diep' }),
      exportRow(plank),
      exportRow(plank, { id: 'nope' }),
      exportRow(exercise('', 'Lunge'), { id: '', level: 'Extreme', reps: 'ten', equipment_ids: 'Rope' }),
      exportRow(squat, { name_de: 'again' }),
    ];
    const plans = await plan(exportHeader, rows);
    expect(plans.map((row) => [row.row, row.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'unchanged'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
    ]);
    const [created, updated, , unknown, broken, twice] = plans as any[];
    expect(created.values).toMatchObject({
      name: { ...translated('Sprint'), en: '=SUM(1)' },
      types: ['strength', 'push'],
      level: 'hard',
      premium: true,
      thumbnailId: null,
      equipmentIds: ['q1', 'q2'],
    });
    expect(updated.patch).toEqual({ name: { ...translated('Squat'), nl: 'Squat (nl), diep' } });
    expect(updated.changes).toEqual([{ header: 'name_nl', before: 'Squat (nl)', after: 'Squat (nl), diep' }]);
    expect(unknown.problems).toEqual([
      { header: 'id', message: 'import.problems.unknown_item', args: { id: 'nope', resource: 'exercise' } },
    ]);
    expect(broken.problems).toEqual([
      { header: 'level', message: 'validation.choice', args: { choices: 'easy, moderate, hard' } },
      { header: 'reps', message: 'validation.number', args: undefined },
      { header: 'equipment_ids', message: 'import.problems.unknown_reference', args: { name: 'Rope', resource: 'equipment', count: 0 } },
    ]);
    expect(twice.problems).toEqual([{ header: 'id', message: 'import.problems.same_item', args: { row: 3 } }]);
  });

  it('refuses a new item with the form’s own rules, on the cell they concern', async () => {
    const [row] = await plan(['name_en', 'name_nl', 'types'], [['Sprint', 'Sprint', '']]);
    expect(row.action).toBe('refused');
    expect((row as any).problems).toEqual(
      expect.arrayContaining([
        { header: 'name_de', message: 'validation.required', args: {} },
        { header: 'types', message: 'validation.required', args: expect.anything() },
      ]),
    );
  });

  it('finds an item by the key column the user picked when a row has no id, and changes only what its columns say', async () => {
    const plans = await plan(
      ['name_en', 'reps'],
      [
        ['Plank (en)', '12'],
        ['Squat (en)', '10'],
        ['Bridge (en)', '5'],
      ],
      { matchBy: 'name_en' },
    );
    expect(plans.map((row) => row.action)).toEqual(['update', 'unchanged', 'refused']);
    expect((plans[0] as any).patch).toEqual({ reps: 12 });
    expect((plans[0] as any).item.record.id).toBe('e2');
  });

  it('takes a file the export wrote back unchanged, files and references included', async () => {
    const plans = await plan(exportHeader, [exportRow(squat), exportRow(plank)]);
    expect(plans.map((row) => row.action)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('comparing values', () => {
  it('sees the same value whatever the order of an object’s keys, and a missing value as null', () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});
