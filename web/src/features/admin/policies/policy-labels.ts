import type { PolicyKind } from '#contract/content.ts';

export const POLICY_LABELS: Record<PolicyKind, { name: string; path: string; noun: string }> = {
  privacy: { name: 'Privacy policy', path: '/privacy-policy', noun: 'privacy policy' },
  terms: { name: 'Terms', path: '/terms', noun: 'terms' },
};
