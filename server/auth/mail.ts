/**
 * The mails the server sends: by SMTP when `config.smtpUrl` is set, otherwise into a local outbox
 * (`<dataDir>/outbox/`, one JSON file per mail) that a developer or a test can read.
 */
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';

export interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, kept beside it so a reader of the outbox need not parse the text. */
  resetUrl: string;
}

export interface OutboxMail extends Mail {
  createdAt: string;
}

const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

let sequence = 0;

async function writeToOutbox(dataDir: string, mail: Mail): Promise<void> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const createdAt = new Date();
  // Names sort in sending order (time, then a counter within the millisecond); the random tail keeps copies of the server apart.
  const name = `${createdAt.getTime().toString().padStart(15, '0')}-${String(sequence++).padStart(9, '0')}-${randomBytes(4).toString('hex')}.json`;
  const record: OutboxMail = { ...mail, createdAt: createdAt.toISOString() };
  // Written aside and renamed, so a reader never sees half a mail.
  await writeFile(path.join(dir, `.${name}`), JSON.stringify(record, null, 2));
  await rename(path.join(dir, `.${name}`), path.join(dir, name));
}

export async function sendMail(config: Pick<ServerConfig, 'smtpUrl' | 'dataDir'>, mail: Mail): Promise<void> {
  if (!config.smtpUrl) return writeToOutbox(config.dataDir, mail);
  const transport = nodemailer.createTransport(config.smtpUrl);
  try {
    await transport.sendMail({ to: mail.to, from: mail.from, subject: mail.subject, text: mail.text, html: mail.html });
  } finally {
    transport.close();
  }
}

/** Every mail in the outbox, the newest last; none if nothing was ever sent. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir(dataDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(outboxDir(dataDir), name), 'utf8')) as OutboxMail));
}
