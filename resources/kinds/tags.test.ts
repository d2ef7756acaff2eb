import { fieldErrors } from '../validation';
import { kindOf } from '.';

const labels = { source: 'labels', label: 'Labels', kind: 'tags' } as const;
const schema = kindOf(labels).writeSchema(labels, 'write');

const error = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : fieldErrors(result.error);
};

describe('a tags field', () => {
  it('takes texts, trimmed, each once, and none at all', () => {
    expect(schema.parse([' derby ', 'cup', 'derby', ' '])).toEqual(['derby', 'cup']);
    expect(schema.parse([])).toEqual([]);
    expect(kindOf(labels).emptyValue(labels)).toEqual([]);
    expect(kindOf(labels).omittable).toBe(true);
  });

  it('refuses, as a whole, a tag holding the CSV separator or too long with its own messages, and too many', () => {
    expect(error(['cup', 'home|away'])).toEqual({ '': { message: 'validation.tagSeparator', args: {} } });
    expect(error(['x'.repeat(51)])).toEqual({ '': { message: 'validation.tagLength', args: {} } });
    expect(error(Array.from({ length: 51 }, (_, index) => `t${index}`))).toEqual({
      '': { message: 'validation.maxItems', args: { max: 50 } },
    });
    expect(error('derby')).toEqual({ '': { message: 'validation.invalid', args: {} } });
  });

  it('is searched by its tags, filtered by one, and one CSV cell of them', () => {
    expect(kindOf(labels).searchTexts(labels, ['derby', 'cup'])).toEqual(['derby', 'cup']);
    expect(kindOf(labels).filters).toEqual(['includes']);
    expect(kindOf(labels).fromCsv?.(labels, ['derby| cup |'], undefined, {} as never)).toEqual({ value: ['derby', 'cup'] });
  });
});
