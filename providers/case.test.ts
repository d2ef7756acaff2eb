import { convertsKeys, toCamelKeys, toSnakeKeys } from './case';

describe('key case conversion', () => {
  it('converts nested objects and arrays both ways', () => {
    const camel = {
      firstName: 'Ada',
      authorPicture: { fileName: 'ada.png', mimeType: 'image/png' },
      equipmentIds: ['a', 'b'],
      children: [{ parentId: 'p', createdAt: '2024-01-01' }],
      repsLeftRightAlternating: true,
      rmLoad: null,
    };
    const snake = {
      first_name: 'Ada',
      author_picture: { file_name: 'ada.png', mime_type: 'image/png' },
      equipment_ids: ['a', 'b'],
      children: [{ parent_id: 'p', created_at: '2024-01-01' }],
      reps_left_right_alternating: true,
      rm_load: null,
    };
    expect(toSnakeKeys(camel)).toEqual(snake);
    expect(toCamelKeys(snake)).toEqual(camel);
  });

  it('never converts values, only keys', () => {
    expect(toCamelKeys({ types: ['strength_power', 'full_body'], category: 'pro_life', link: 'https://x.test/a_b?c_d=1' })).toEqual({
      types: ['strength_power', 'full_body'],
      category: 'pro_life',
      link: 'https://x.test/a_b?c_d=1',
    });
    expect(toSnakeKeys({ name: { en: 'pushUp' } })).toEqual({ name: { en: 'pushUp' } });
  });

  it('leaves the language codes and texts of translatable maps alone, at any depth', () => {
    const name = { de: 'Liegestütz_Übung', en: 'Push_up camelCase', es: 'Flexión', fr: 'Pompe', nl: 'Opdrukken', pt: 'Flexão' };
    expect(toSnakeKeys({ name, parent: { name } })).toEqual({ name, parent: { name } });
    expect(toCamelKeys({ name, children: [{ description: name }] })).toEqual({ name, children: [{ description: name }] });
  });

  it('turns the dotted paths of a 422 into camelCase paths', () => {
    expect(
      toCamelKeys({ errors: { 'name.en': ['Required'], author_picture_id: ['Must be a valid id'], 'equipment_ids.0': ['x'] } }),
    ).toEqual({
      errors: { 'name.en': ['Required'], authorPictureId: ['Must be a valid id'], 'equipmentIds.0': ['x'] },
    });
  });

  it('leaves form-data, files and other non-plain values as they are', () => {
    const form = new FormData();
    form.append('file_name', new File(['x'], 'a_b.png'));
    const file = new File(['y'], 'c_d.png');
    const date = new Date(0);
    const converted = toSnakeKeys({ upload: form, rawFile: file, createdAt: date }) as Record<string, unknown>;
    expect(converted.upload).toBe(form);
    expect(converted.raw_file).toBe(file);
    expect(converted.created_at).toBe(date);
    expect(toSnakeKeys(form)).toBe(form);
    expect([...form.keys()]).toEqual(['file_name']);
  });

  it('keeps a key named __proto__ as data, never as the prototype of what it converts', () => {
    const written = JSON.parse('{"__proto__": {"isAdmin": true}, "firstName": "Ada"}') as unknown;
    const converted = toSnakeKeys(written) as Record<string, unknown>;
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect(converted.is_admin).toBeUndefined();
    expect(Object.keys(converted)).toEqual(['__proto__', 'first_name']);
    expect(Object.getOwnPropertyDescriptor(converted, '__proto__')?.value).toEqual({ is_admin: true });
  });

  it('is off for paths starting with oauth', () => {
    expect(convertsKeys('oauth/token')).toBe(false);
    expect(convertsKeys('/oauth/token')).toBe(false);
    expect(convertsKeys('admin/authors')).toBe(true);
    expect(convertsKeys('/me')).toBe(true);
  });
});
