import { useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS, type OtpPurpose } from '#contract/auth.ts';

// Per tab and per address: when a new code may be asked for. Sign-up and forgot-password count
// as the first send, so the resend button starts cooling down when the visitor arrives.
const STORAGE_KEY = 'otpResendAt';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readAll(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const keyOf = (purpose: OtpPurpose, email: string) => `${purpose}:${email.trim().toLowerCase()}`;

export function startResendCooldown(
  purpose: OtpPurpose,
  email: string,
  seconds: number = OTP_RESEND_SECONDS,
  now = Date.now(),
): void {
  const all = readAll();
  for (const [key, until] of Object.entries(all)) if (until <= now) delete all[key];
  all[keyOf(purpose, email)] = now + seconds * 1000;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(all));
}

export function resendSecondsLeft(purpose: OtpPurpose, email: string, now = Date.now()): number {
  const until = readAll()[keyOf(purpose, email)];
  return typeof until === 'number' ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/** Seconds until a new code may be requested, counting down once a second. */
export function useResendCooldown(purpose: OtpPurpose, email: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = email ? resendSecondsLeft(purpose, email, now) : 0;

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, now]);

  const restart = (seconds?: number) => {
    if (!email) return;
    startResendCooldown(purpose, email, seconds);
    setNow(Date.now());
  };
  return { secondsLeft, restart };
}
