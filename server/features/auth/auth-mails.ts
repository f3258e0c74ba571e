import { SHOP_TIME_ZONE } from '#contract/config.ts';
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

/** The shop's customers are in India: times are given in India time. */
const indiaTime = (at: Date): string =>
  at.toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

export function passwordChangedMail({
  to,
  name,
  changedAt,
  ...shop
}: Shop & { to: string; name: string; changedAt: Date }): MailMessage {
  const when = indiaTime(changedAt);
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

/** Enough of an address for its owner to recognise it, not enough to hand it to whoever reads the mail. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length > 2 ? `${local[0]}•••${local.at(-1)}` : `${local[0] ?? ''}•••`;
  return `${shown}${email.slice(at)}`;
}

/**
 * Goes to the old address: a password reset would now reach the new one, so someone who did not
 * make the change must be told how to get the account back.
 */
export function emailChangedMail({
  to,
  name,
  newEmail,
  changedAt,
  ...shop
}: Shop & { to: string; name: string; newEmail: string; changedAt: Date }): MailMessage {
  const contact = `${shop.publicUrl}/contact`;
  return {
    to,
    subject: `Your ${shop.shopName} e-mail address was changed`,
    ...renderMail({
      ...shop,
      preheader: 'The e-mail address of your account was changed.',
      heading: 'Your e-mail address was changed',
      greeting: `Dear ${name},`,
      paragraphs: [
        `On ${indiaTime(changedAt)} (India time), the e-mail address of your ${shop.shopName} account was changed from this address to ${maskEmail(newEmail)}. Mails about your account and orders now go there.`,
        `If this wasn't you, contact us at ${contact} straight away and we will help you get your account back. Your password was used for the change, so change it wherever else you use it too.`,
      ],
      action: { label: 'Contact us', url: contact },
      footnote: 'If you made this change, there is nothing more to do.',
    }),
  };
}
