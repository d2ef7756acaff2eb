import { kinds } from '../../resources/kinds';
import { registerServerKind, serverKindOf, serverKinds } from '.';

describe('the storage of the field kinds', () => {
  it('stores every writable kind in a column and no read-only one', () => {
    for (const [name, kind] of Object.entries(serverKinds)) {
      const readOnly = name === 'children' || name === 'date';
      expect(kind.sqlType === undefined, name).toBe(readOnly);
    }
  });

  it('reads items of another resource where, and only where, the kind says its value embeds them', () => {
    for (const [name, kind] of Object.entries(serverKinds)) {
      expect(kind.related !== undefined, name).toBe(kinds[name as keyof typeof kinds].embedsItems === true);
    }
  });

  it('gives a CSV cell for each header the kind gives', () => {
    const context = { fileUrl: (id: string) => `url(${id})`, objectTexts: (_object: string, keys: readonly string[]) => keys.map(String) };
    const translatable = { source: 'name', label: 'Name', kind: 'translatable' } as const;
    expect(serverKindOf(translatable).csvCells(translatable, 't.name', context)).toHaveLength(
      kinds.translatable.csvHeaders(translatable).length,
    );
  });

  it('reads a date as ISO 8601 and a select with its display name beside it', () => {
    const date = { source: 'createdAt', label: 'Created', kind: 'date', readOnly: true } as const;
    const context = { media: () => null };
    expect(serverKindOf(date).readEntries(date, new Date('2026-01-02T03:04:05Z'), context)).toEqual([
      ['createdAt', '2026-01-02T03:04:05.000Z'],
    ]);
    const select = {
      source: 'role',
      label: 'Role',
      kind: 'select',
      displaySource: 'roleName',
      choices: [{ id: 'gk', name: 'Goalkeeper' }],
    } as const;
    expect(serverKindOf(select).readEntries(select, 'gk', context)).toEqual([
      ['role', 'gk'],
      ['roleName', 'Goalkeeper'],
    ]);
  });

  it('refuses a second module under a kind name taken, saying so', () => {
    expect(() => registerServerKind('text', serverKinds.text)).toThrow('A field kind named "text" has its server module already');
  });
});
