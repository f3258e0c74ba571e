import type { OtpPurpose } from '#contract/auth.ts';
import { OTP_TTL_MINUTES } from '#contract/auth.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ImageStore } from '../../lib/images.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
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
  mail: MailQueue;
  images: ImageStore;
  limiter: RateLimiter;
  settings: SettingsService;
  tokenTtlSeconds: number;
  publicUrl: string;
};

/** What the shop's account mails need: they are addressed and branded from the current settings. */
export type AuthMailDeps = Pick<AuthDeps, 'mail' | 'settings' | 'publicUrl'>;
type Recipient = Pick<UserRow, 'email' | 'name'>;

/**
 * The account mails, each enqueued in the caller's transaction (ADR 014). Call it before the
 * transaction begins: it reads the settings, and on PGlite a read outside an open transaction
 * waits for it to end.
 */
export async function accountMails({ mail, settings, publicUrl }: AuthMailDeps) {
  const { shopName } = await settings.getSettings();
  const shop = { shopName, publicUrl };
  return {
    /** A one-time code: the verification mail or the password-reset mail, by purpose. */
    code: (tx: Tx, user: Recipient, purpose: OtpPurpose, code: string) => {
      const input = { to: user.email, name: user.name, code, minutes: OTP_TTL_MINUTES, ...shop };
      return mail.enqueue(
        tx,
        purpose === 'verify-email' ? verificationCodeMail(input) : resetCodeMail(input),
      );
    },
    passwordChanged: (tx: Tx, user: Recipient) =>
      mail.enqueue(
        tx,
        passwordChangedMail({ to: user.email, name: user.name, changedAt: new Date(), ...shop }),
      ),
    /** Tells the old address where the account's e-mail moved. */
    emailChanged: (tx: Tx, previous: Recipient, newEmail: string) =>
      mail.enqueue(
        tx,
        emailChangedMail({
          to: previous.email,
          name: previous.name,
          newEmail,
          changedAt: new Date(),
          ...shop,
        }),
      ),
  };
}

export type AccountMails = Awaited<ReturnType<typeof accountMails>>;
