import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-ink/30 text-ink',
  accent: 'border-gold/60 text-accent',
  success: 'border-success/60 text-success',
  warning: 'border-gold bg-gold/10 text-accent',
  danger: 'border-danger/50 text-danger',
};

/** A short state in words (never colour alone): "Blocked", "Unread", "Out of stock". */
export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center border px-2 py-0.5 text-[0.7rem] font-medium tracking-[0.12em] whitespace-nowrap uppercase ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
