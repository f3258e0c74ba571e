import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Policy, PolicyKind } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import type { LinkTarget } from '#web/components/ui/link-buttons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { policyQuery } from '#web/features/content/content-api.ts';
import {
  formatPolicyDate,
  lastChanged,
  PolicySections,
} from '#web/features/content/policy-sections.tsx';
import { ContentHeader } from './content-header.tsx';

// Each policy's title and introduction, and the other policy, offered at the end.
const PAGES: Record<PolicyKind, { title: string; intro: string; next: LinkTarget }> = {
  privacy: {
    title: 'Privacy Policy',
    intro: 'What we collect when you shop with Kanak Jewels, why, and the choices you have.',
    next: { to: '/terms', label: 'Read our terms' },
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'The terms on which we sell and deliver our jewellery, and how returns, exchanges and care work.',
    next: { to: '/privacy-policy', label: 'Read our privacy policy' },
  },
};

function PolicySkeleton() {
  return (
    <div role="status" className="grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true" className="h-48 animate-pulse bg-surface" />
      <div aria-hidden="true" className="space-y-4">
        <div className="h-9 w-2/3 animate-pulse bg-surface" />
        <div className="h-32 animate-pulse bg-surface" />
        <div className="h-9 w-1/2 animate-pulse bg-surface" />
        <div className="h-32 animate-pulse bg-surface" />
      </div>
    </div>
  );
}

function PolicyBody({ query, title }: { query: UseQueryResult<readonly Policy[]>; title: string }) {
  if (query.isPending) return <PolicySkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={`We could not load the ${title.toLowerCase()}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center">
        <FileText size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
        <h2 className="mt-4 text-2xl">This page is being written</h2>
        <p className="mt-3 max-w-md text-muted">
          If you have a question about it in the meantime, we are glad to answer.
        </p>
        <Link to="/contact" className={buttonClass('primary', 'mt-8')}>
          Contact us
        </Link>
      </div>
    );
  }
  return <PolicySections sections={query.data} />;
}

/** The privacy policy or the terms: sections in order, with the date the latest one changed. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { title, intro, next } = PAGES[kind];
  usePageTitle(title);
  const query = useQuery(policyQuery(kind));
  const changed = query.data && lastChanged(query.data);

  return (
    <>
      <ContentHeader eyebrow="Policies" title={title}>
        <p>{intro}</p>
        <p className="mt-4 min-h-6 text-sm">
          {changed && (
            <>
              Last updated on{' '}
              <time dateTime={changed.toISOString()} className="text-ink">
                {formatPolicyDate(changed)}
              </time>
            </>
          )}
        </p>
      </ContentHeader>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <PolicyBody query={query} title={title} />
        <div className="mt-16 flex justify-center border-t border-line pt-10">
          <Link to={next.to} className={buttonClass('outline')}>
            {next.label}
          </Link>
        </div>
      </div>
    </>
  );
}
