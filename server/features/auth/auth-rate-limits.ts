import { OTP_RESEND_SECONDS } from '#contract/auth.ts';
import type { RateCheck, RateRule } from '../../lib/rate-limit.ts';

const MINUTE = 60;
const rule = (name: string, max: number, windowSeconds: number): RateRule => ({
  name,
  max,
  windowSeconds,
});

/**
 * Per e-mail limits stop attacks on one account; per IP limits stop sweeps, and are loose because a
 * shop behind a proxy or a carrier NAT sees many customers on one address (DESIGN §5).
 */
export const AUTH_LIMITS = {
  loginFailuresPerEmail: rule('login-fail-email', 10, 15 * MINUTE),
  loginFailuresPerIp: rule('login-fail-ip', 50, 15 * MINUTE),
  registerPerIp: rule('register-ip', 50, 10 * MINUTE),
  registerPerEmail: rule('register-email', 5, 10 * MINUTE),
  codeChecksPerEmail: rule('code-check-email', 10, 15 * MINUTE),
  codeChecksPerIp: rule('code-check-ip', 50, 15 * MINUTE),
  codeSendsPerEmail: rule('code-send-email', 5, 60 * MINUTE),
  codeSendsPerIp: rule('code-send-ip', 30, 60 * MINUTE),
  verifyEmailCooldown: rule('code-cooldown-verify-email', 1, OTP_RESEND_SECONDS),
  resetPasswordCooldown: rule('code-cooldown-reset-password', 1, OTP_RESEND_SECONDS),
  passwordChecksPerUser: rule('password-check-user', 10, 15 * MINUTE),
} as const;

export const WAIT_FOR_CODE = 'Please wait a minute before asking for another code.';

export const check = (limit: RateRule, subject: string): RateCheck => ({ rule: limit, subject });
