import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password it hashed and no other', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash and never stores the password', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    expect(first).not.toBe(second);
    expect(first).not.toContain('same password');
    expect(first.startsWith('scrypt$')).toBe(true);
  });

  it('refuses a stored value that is not one of its hashes', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
  });

  it('lets an unknown account fail like a wrong password', async () => {
    expect(await verifyAgainstDecoy('whatever')).toBe(false);
  });
});
