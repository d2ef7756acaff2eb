import { fieldErrors } from '../validation';
import { kindOf } from '.';

const website = { source: 'website', label: 'Website', kind: 'url' } as const;
const schema = kindOf(website).writeSchema(website, 'write');

const error = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : fieldErrors(result.error)[''];
};

describe('a URL field', () => {
  it('takes an http or https address, trimmed', () => {
    expect(schema.parse(' https://county.test/fixtures ')).toBe('https://county.test/fixtures');
    expect(schema.parse('http://county.test')).toBe('http://county.test');
  });

  it('refuses any other scheme, and what is no address, with its own message', () => {
    for (const value of ['javascript:alert(1)', 'ftp://county.test', 'county fixtures']) {
      expect(error(value), value).toEqual({ message: 'validation.url', args: {} });
    }
    expect(error('')).toEqual({ message: 'validation.required', args: {} });
  });

  it('reads an empty CSV cell as none where it may be', () => {
    expect(kindOf(website).fromCsv?.({ ...website, nullable: true }, [' '], undefined, {} as never)).toEqual({ value: null });
  });
});
