import { fieldErrors } from '../validation';
import { kindOf } from '.';

const contact = { source: 'contact', label: 'Contact', kind: 'email' } as const;
const schema = kindOf(contact).writeSchema(contact, 'write');

describe('an e-mail field', () => {
  it('takes an address, trimmed', () => {
    expect(schema.parse(' ops@county.test ')).toBe('ops@county.test');
  });

  it('refuses anything else with its own message, and an empty one as required', () => {
    const error = (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? undefined : fieldErrors(result.error)[''];
    };
    expect(error('ops@')).toEqual({ message: 'validation.invalidEmail', args: {} });
    expect(error('ops county.test')).toEqual({ message: 'validation.invalidEmail', args: {} });
    expect(error(' ')).toEqual({ message: 'validation.required', args: {} });
    expect(error(null)).toEqual({ message: 'validation.required', args: {} });
  });

  it('is searched and exported as written, and an empty CSV cell is none where it may be', () => {
    expect(kindOf(contact).searchTexts(contact, 'ops@county.test')).toEqual(['ops@county.test']);
    expect(kindOf(contact).csvHeaders(contact)).toEqual(['contact']);
    expect(kindOf(contact).fromCsv?.({ ...contact, nullable: true }, [''], undefined, {} as never)).toEqual({ value: null });
    expect(kindOf(contact).fromCsv?.(contact, [' a@b.test'], undefined, {} as never)).toEqual({ value: 'a@b.test' });
  });
});
