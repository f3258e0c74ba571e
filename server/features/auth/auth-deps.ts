import type { OtpPurpose } from '#contract/auth.ts';
import { OTP_TTL_MINUTES } from '#contract/auth.ts';
import type { Db } from '../../db/client.ts';
import type { ImageStore } from '../../lib/images.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UserRow } from '../users/users.service.ts';
import {
  emailChangedMail,
  passwordChangedMail,
  resetCodeMail,
  verificationCodeMail,
} from './auth-mails.ts';
import type { TokenSigner } from './tokens.ts';

export type AuthDeps = {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  images: ImageStore;
  limiter: RateLimiter;
  settings: SettingsService;
  tokenTtlSeconds: number;
  publicUrl: string;
};

/** What the shop's account mails need: they are addressed and branded from the current settings. */
export type AuthMailDeps = Pick<AuthDeps, 'mailer' | 'settings' | 'publicUrl'>;
type Recipient = Pick<UserRow, 'email' | 'name'>;

/** Mails a one-time code: the verification mail or the password-reset mail, by purpose. */
export async function sendCodeMail(
  { mailer, settings, publicUrl }: AuthMailDeps,
  user: Recipient,
  purpose: OtpPurpose,
  code: string,
) {
  const { shopName } = await settings.getSettings();
  const input = {
    to: user.email,
    name: user.name,
    code,
    shopName,
    publicUrl,
    minutes: OTP_TTL_MINUTES,
  };
  mailer.send(purpose === 'verify-email' ? verificationCodeMail(input) : resetCodeMail(input));
}

export async function sendPasswordChangedMail(
  { mailer, settings, publicUrl }: AuthMailDeps,
  user: Recipient,
) {
  const { shopName } = await settings.getSettings();
  mailer.send(
    passwordChangedMail({
      to: user.email,
      name: user.name,
      shopName,
      publicUrl,
      changedAt: new Date(),
    }),
  );
}

/** Tells the old address where the account's e-mail moved. */
export async function sendEmailChangedMail(
  { mailer, settings, publicUrl }: AuthMailDeps,
  previous: Recipient,
  newEmail: string,
) {
  const { shopName } = await settings.getSettings();
  mailer.send(
    emailChangedMail({
      to: previous.email,
      name: previous.name,
      newEmail,
      changedAt: new Date(),
      shopName,
      publicUrl,
    }),
  );
}
