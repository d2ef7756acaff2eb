/** The mail with the link to the admin's reset-password screen. */
import type { ServerConfig } from '../config';
import type { Mail } from './mail';

export function resetPasswordMail(
  config: Pick<ServerConfig, 'publicUrl' | 'mailFrom' | 'resetTokenTtlSeconds'>,
  to: string,
  token: string,
): Mail {
  const resetUrl = `${config.publicUrl.replace(/\/+$/, '')}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(to)}`;
  const minutes = Math.max(1, Math.round(config.resetTokenTtlSeconds / 60));
  const lines = [
    'You are receiving this e-mail because we received a password reset request for your account.',
    `Reset your password: ${resetUrl}`,
    `This link expires in ${minutes} minutes and works once.`,
    'If you did not request a password reset, no further action is required.',
  ];
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    to,
    from: config.mailFrom,
    subject: 'Reset your password',
    text: lines.join('\n\n'),
    html: [
      `<p>${escape(lines[0])}</p>`,
      `<p><a href="${escape(resetUrl)}">Reset your password</a></p>`,
      `<p>${escape(lines[2])}</p>`,
      `<p>${escape(lines[3])}</p>`,
    ].join('\n'),
    resetUrl,
  };
}
