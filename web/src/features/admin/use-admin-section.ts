import { useSearchParams } from 'react-router';
import type { Role } from '#contract/user.ts';
import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from './sections.ts';

type SectionChoice = {
  /** What to show; null when the address names a section this role may not open. */
  current: AdminSection | null;
  /** The refused section's label, for the explanation. */
  refusedLabel: string | undefined;
};

/** Reads `?section=` and answers what this role sees; no or an unknown section means the first. */
export function useAdminSection(role: Role): SectionChoice {
  const [params] = useSearchParams();
  const requested = params.get('section');
  const visible = sectionsFor(role);
  const allowed = visible.find((section) => section.id === requested);
  if (allowed) return { current: allowed, refusedLabel: undefined };
  const refused = ADMIN_SECTIONS.find((section) => section.id === requested);
  if (refused) return { current: null, refusedLabel: refused.label };
  return { current: visible[0] ?? null, refusedLabel: undefined };
}
