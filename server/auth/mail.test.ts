import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readOutbox, sendMail } from './mail';
import { resetPasswordMail } from './reset-mail';

describe('the mail outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'auth-outbox-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const config = { publicUrl: 'http://admin.test/', mailFrom: 'Admin <no-reply@admin.test>', resetTokenTtlSeconds: 3600 };

  it('is empty before any mail is sent', async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it('keeps one JSON file per mail, read back newest last', async () => {
    for (const to of ['first@example.test', 'second@example.test', 'third@example.test']) {
      await sendMail({ dataDir }, resetPasswordMail(config, to, `token-of-${to}`));
    }
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(3);
    const mails = await readOutbox(dataDir);
    expect(mails.map((mail) => mail.to)).toEqual(['first@example.test', 'second@example.test', 'third@example.test']);
    expect(Number.isNaN(Date.parse(mails[0].createdAt))).toBe(false);
  });

  it('writes the reset mail with a link to the admin reset screen', async () => {
    await sendMail({ dataDir }, resetPasswordMail(config, 'a+b@example.test', 'abc_DEF-123'));
    const [mail] = await readOutbox(dataDir);
    expect(mail).toMatchObject({
      to: 'a+b@example.test',
      from: 'Admin <no-reply@admin.test>',
      subject: 'Reset your password',
      resetUrl: 'http://admin.test/reset-password/abc_DEF-123?email=a%2Bb%40example.test',
    });
    expect(mail.text).toContain(mail.resetUrl);
    expect(mail.html).toContain('href="http://admin.test/reset-password/abc_DEF-123?email=a%2Bb%40example.test"');
    expect(mail.text).toContain('60 minutes');
  });
});
