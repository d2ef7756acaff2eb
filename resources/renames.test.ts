/**
 * The declarations of a renamed or removed field: their mistakes are named before the server
 * starts, and what is kept under a renamed field's former name (a draft's values) is read under
 * its new one.
 */
import { defineResource, type FieldDefinition, type ResourceDefinition } from './definition';
import { formerNames, renameProblems, withRenamedKeys } from './renames';

const suppliers = (fields: readonly FieldDefinition[], removed?: readonly string[]): ResourceDefinition =>
  defineResource({
    name: 'kit-suppliers',
    endpoint: 'kit_suppliers',
    label: { one: 'Kit supplier', other: 'Kit suppliers' },
    recordRepresentation: 'name',
    fields: [{ source: 'name', label: 'Name', kind: 'text' }, ...fields],
    list: { columns: ['name'], sortable: ['name'], defaultSort: { field: 'name', order: 'ASC' }, pagination: 'pages' },
    search: ['name'],
    filters: [],
    deleteIsIrreversibleWarning: false,
    ...(removed ? { removed } : {}),
  });

const website: FieldDefinition = { source: 'website', label: 'Website', kind: 'text', nullable: true, renamedFrom: 'link' };
const group: FieldDefinition = {
  source: 'group',
  label: 'Group',
  kind: 'reference',
  reference: 'kit-suppliers',
  writeSource: 'groupId',
  nullable: true,
  renamedFrom: { source: 'parent', writeSource: 'parentId' },
};

describe('a renamed field', () => {
  it('knows its former source and the key its value was written under', () => {
    expect(formerNames(website)).toEqual({ source: 'link', writeKey: 'link' });
    expect(formerNames(group)).toEqual({ source: 'parent', writeKey: 'parentId' });
    expect(formerNames({ source: 'name', label: 'Name', kind: 'text' })).toBeUndefined();
  });

  it('reads values kept under its former names under its new ones; a value under the new name wins', () => {
    const definition = suppliers([website, group]);
    expect(withRenamedKeys(definition, { name: 'Umbro', link: 'https://umbro.example', parentId: '7' })).toEqual({
      name: 'Umbro',
      website: 'https://umbro.example',
      groupId: '7',
    });
    expect(withRenamedKeys(definition, { link: 'old', website: 'new' })).toEqual({ website: 'new' });
  });
});

describe('the declarations of a changed definition', () => {
  it('need both former names for a field written under a writeSource', () => {
    const problems = renameProblems(suppliers([{ ...group, renamedFrom: 'parent' }]));
    expect(problems).toEqual([
      "kit-suppliers.group is written under `writeSource`: name both former names, `renamedFrom: { source: 'parent', writeSource: '<its former writeSource>' }`",
    ]);
  });

  it('refuse a rename from a field still declared, and the removal of one still written', () => {
    expect(renameProblems(suppliers([{ ...website, renamedFrom: 'name' }]))).toEqual([
      'kit-suppliers.website is renamed from name, which a field of kit-suppliers still is',
    ]);
    expect(renameProblems(suppliers([website], ['website']))).toEqual([
      'kit-suppliers: website is declared `removed` but a field of it is still written under that name',
    ]);
    expect(renameProblems(suppliers([website, group], ['notes']))).toEqual([]);
  });
});
