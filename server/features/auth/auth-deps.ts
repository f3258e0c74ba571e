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

/** The shop's account mails, addressed and branded from the current settings. */
export function createAuthMail({ mailer, settings, publicUrl }: AuthDeps) {
  async function sendCode(
    user: Pick<UserRow, 'email' | 'name'>,
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

  async function sendPasswordChanged(user: Pick<UserRow, 'email' | 'name'>) {
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

  async function sendEmailChanged(previous: Pick<UserRow, 'email' | 'name'>, newEmail: string) {
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

  return { sendCode, sendPasswordChanged, sendEmailChanged };
}
