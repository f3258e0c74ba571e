import { OTP_RESEND_SECONDS } from '#contract/auth.ts';
import {
  clientSubject,
  type RateCheck,
  type RateLimiter,
  type RateRule,
} from '../../lib/rate-limit.ts';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const rule = (name: string, max: number, windowSeconds: number): RateRule => ({
  name,
  max,
  windowSeconds,
});

/**
 * Limits that answer 429. Guessing a secret is refused per account and client together, so nobody
 * can lock an owner out from elsewhere, nor a NAT's noisy client its neighbours (DESIGN §5). Sends
 * are refused per address and per client: they protect inboxes, not accounts.
 */
export const AUTH_LIMITS = {
  loginAttemptsPerEmailAndClient: rule('login-email-client', 10, 15 * MINUTE),
  codeChecksPerEmailAndClient: rule('code-check-email-client', 10, 15 * MINUTE),
  // A new code starts its own five tries, so guessing across codes is capped per address and day.
  codeFailuresPerEmailPerDay: rule('code-fail-email-day', 20, DAY),
  registerPerIp: rule('register-ip', 50, 10 * MINUTE),
  registerPerEmail: rule('register-email', 5, 10 * MINUTE),
  codeSendsPerEmail: rule('code-send-email', 5, 60 * MINUTE),
  codeSendsPerIp: rule('code-send-ip', 30, 60 * MINUTE),
  verifyEmailCooldown: rule('code-cooldown-verify-email', 1, OTP_RESEND_SECONDS),
  resetPasswordCooldown: rule('code-cooldown-reset-password', 1, OTP_RESEND_SECONDS),
  passwordChecksPerUser: rule('password-check-user', 10, 15 * MINUTE),
} as const;

/** Limits that only slow down: past `max` failures each guess waits longer, never refused. */
export const AUTH_SLOWDOWNS = {
  loginFailuresPerEmail: rule('login-fail-email', 10, 15 * MINUTE),
  loginFailuresPerClient: rule('login-fail-client', 50, 15 * MINUTE),
  codeFailuresPerEmail: rule('code-fail-email', 10, 15 * MINUTE),
  codeFailuresPerClient: rule('code-fail-client', 50, 15 * MINUTE),
} as const;

export const WAIT_FOR_CODE = 'Please wait a minute before asking for another code.';
export const TOO_MANY_LOGINS = 'Too many failed logins. Please try again later.';
export const TOO_MANY_CODES = 'Too many wrong codes. Please try again later.';

export const check = (limit: RateRule, subject: string): RateCheck => ({ rule: limit, subject });

type GuessRules = {
  perEmailAndClient: RateRule;
  perEmail: RateRule[];
  slowPerEmail: RateRule;
  slowPerClient: RateRule;
  message: string;
};

const GUESS_RULES: Record<'login' | 'code', GuessRules> = {
  login: {
    perEmailAndClient: AUTH_LIMITS.loginAttemptsPerEmailAndClient,
    perEmail: [],
    slowPerEmail: AUTH_SLOWDOWNS.loginFailuresPerEmail,
    slowPerClient: AUTH_SLOWDOWNS.loginFailuresPerClient,
    message: TOO_MANY_LOGINS,
  },
  code: {
    perEmailAndClient: AUTH_LIMITS.codeChecksPerEmailAndClient,
    perEmail: [AUTH_LIMITS.codeFailuresPerEmailPerDay],
    slowPerEmail: AUTH_SLOWDOWNS.codeFailuresPerEmail,
    slowPerClient: AUTH_SLOWDOWNS.codeFailuresPerClient,
    message: TOO_MANY_CODES,
  },
};

/**
 * Counts one guess at an account's password or code before it is checked, each count one atomic
 * statement, so parallel guesses never check more than the limits allow. Returns the refund for a
 * guess that proves right: its account-and-client count starts again, the others take it back.
 */
export async function countGuess(
  limiter: RateLimiter,
  kind: keyof typeof GUESS_RULES,
  email: string,
  ip: string,
): Promise<() => Promise<void>> {
  const rules = GUESS_RULES[kind];
  const client = clientSubject(ip);
  const pair = check(rules.perEmailAndClient, `${email}|${client}`);
  await limiter.consume([pair], rules.message);
  const perEmail = rules.perEmail.map((limit) => check(limit, email));
  await limiter.consume(perEmail, rules.message);
  const slowdowns = [check(rules.slowPerEmail, email), check(rules.slowPerClient, client)];
  await limiter.slowDown(slowdowns);
  return async () => {
    await limiter.reset(pair);
    for (const counted of [...perEmail, ...slowdowns]) await limiter.refund(counted);
  };
}
