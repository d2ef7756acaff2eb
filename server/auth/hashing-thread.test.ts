import { scryptSync } from 'node:crypto';
import { scryptOnHashingThread } from './hashing-thread';

it('derives the same key as scrypt on the calling thread', async () => {
  const salt = Buffer.from('a salt of sixteen');
  const options = { N: 1024, r: 8, p: 1 };
  const [first, second] = await Promise.all([
    scryptOnHashingThread('a password', salt, 64, options),
    scryptOnHashingThread('another password', salt, 64, options),
  ]);
  expect(first.equals(scryptSync('a password', salt, 64, options))).toBe(true);
  expect(second.equals(scryptSync('another password', salt, 64, options))).toBe(true);
});
