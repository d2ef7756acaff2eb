/** The mail with the link to the admin's reset-password screen, in the language its request asked in. */
import type { ServerConfig } from '../config';
import { inEnglish, type Translate } from '../i18n/texts';
import type { Mail } from './mail';

export function resetPasswordMail(
  config: Pick<ServerConfig, 'publicUrl' | 'mailFrom' | 'resetTokenTtlSeconds'>,
  to: string,
  token: string,
  say: Translate = inEnglish,
): Mail {
  const resetUrl = `${config.publicUrl.replace(/\/+$/, '')}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(to)}`;
  const minutes = Math.max(1, Math.round(config.resetTokenTtlSeconds / 60));
  const text = (key: string, args?: Record<string, string | number>) => say({ message: `server.resetMail.${key}`, args });
  const lines = [text('why'), text('link', { url: resetUrl }), text('expiry', { smart_count: minutes }), text('notYou')];
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    to,
    from: config.mailFrom,
    subject: text('subject'),
    text: lines.join('\n\n'),
    html: [
      `<p>${escape(lines[0])}</p>`,
      `<p><a href="${escape(resetUrl)}">${escape(text('linkText'))}</a></p>`,
      `<p>${escape(lines[2])}</p>`,
      `<p>${escape(lines[3])}</p>`,
    ].join('\n'),
    resetUrl,
  };
}
