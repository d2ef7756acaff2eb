/** Random bearer secrets (access, refresh and reset tokens): handed out once, stored only as a hash. */
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** A sha256 of the token: what the database keeps and looks up, so a leaked table grants nothing. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');
