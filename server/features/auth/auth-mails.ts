import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

type Shop = { shopName: string; publicUrl: string };
type CodeMail = Shop & { to: string; name: string; code: string; minutes: number };

export function verificationCodeMail({ to, name, code, minutes, ...shop }: CodeMail): MailMessage {
  return {
    to,
    subject: `Verify your e-mail for ${shop.shopName}`,
    ...renderMail({
      ...shop,
      preheader: `Your verification code is valid for ${minutes} minutes.`,
      heading: 'Verify your e-mail',
      greeting: `Dear ${name},`,
      paragraphs: [`Welcome to ${shop.shopName}. Enter this code to verify your e-mail address:`],
      code,
      footnote: `The code is valid for ${minutes} minutes. If you did not create an account, you can ignore this mail.`,
    }),
  };
}

export function resetCodeMail({ to, name, code, minutes, ...shop }: CodeMail): MailMessage {
  return {
    to,
    subject: `Your ${shop.shopName} password reset code`,
    ...renderMail({
      ...shop,
      preheader: `Reset your password within ${minutes} minutes.`,
      heading: 'Reset your password',
      greeting: `Dear ${name},`,
      paragraphs: ['We received a request to reset your password. Enter this code to continue:'],
      code,
      footnote: `The code is valid for ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    }),
  };
}

export function passwordChangedMail({
  to,
  name,
  changedAt,
  ...shop
}: Shop & { to: string; name: string; changedAt: Date }): MailMessage {
  const when = changedAt.toLocaleString('en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return {
    to,
    subject: `Your ${shop.shopName} password was changed`,
    ...renderMail({
      ...shop,
      preheader: 'Your password was changed.',
      heading: 'Your password was changed',
      greeting: `Dear ${name},`,
      paragraphs: [
        `The password of your ${shop.shopName} account was changed on ${when} (India time).`,
        `If this wasn't you, reset your password at ${shop.publicUrl}/forgot-password straight away and contact us at ${shop.publicUrl}/contact.`,
      ],
      action: { label: 'Reset your password', url: `${shop.publicUrl}/forgot-password` },
      footnote: 'If you made this change, there is nothing more to do.',
    }),
  };
}
