import { Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Role } from '#contract/user.ts';
import { useUnreadCount } from './api/dashboard-api.ts';
import { sectionHref } from './admin-links.ts';
import { EmptyState, LoadingBlocks } from './components/query-states.tsx';
import { sectionsFor, type AdminSection } from './sections.ts';

type AdminShellProps = {
  role: Role;
  /** The section to show, or null when the address names one this role may not open. */
  current: AdminSection | null;
  /** The label of the section asked for but refused, for the explanation. */
  refusedLabel?: string;
};

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-button px-1.5 text-xs leading-6 font-medium text-on-button">
      {count > 99 ? '99+' : count}
    </span>
  );
}

function NavItem({
  section,
  isCurrent,
  unread,
}: {
  section: AdminSection;
  isCurrent: boolean;
  unread: number;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  // On the narrow strip the current tab may sit off screen; bring it into view.
  useEffect(() => {
    if (isCurrent) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [isCurrent]);
  const Icon = section.icon;
  const hasBadge = section.id === 'notifications' && unread > 0;
  return (
    <Link
      ref={ref}
      to={sectionHref(section.id)}
      aria-current={isCurrent ? 'page' : undefined}
      aria-label={hasBadge ? `${section.label}, ${unread} unread` : undefined}
      className={`flex min-h-11 items-center gap-2.5 border-b-2 px-3 text-sm whitespace-nowrap transition-colors lg:border-b-0 lg:border-l-2 ${
        isCurrent
          ? 'border-accent bg-surface text-ink'
          : 'border-transparent text-muted hover:bg-surface hover:text-ink'
      }`}
    >
      <Icon size={17} strokeWidth={1.5} aria-hidden className="shrink-0" />
      <span>{section.label}</span>
      {section.id === 'notifications' && <UnreadBadge count={unread} />}
    </Link>
  );
}

/**
 * The staff dashboard's frame: its heading (the user menu's "Admin Dashboard"), a sidebar on wide
 * screens or a scrolling strip of tabs on tablets and phones, and the current section (its own
 * chunk, headed by an h2) beside or below it.
 */
export function AdminShell({ role, current, refusedLabel }: AdminShellProps) {
  const sections = sectionsFor(role);
  const unread = useUnreadCount().data ?? 0;
  const Section = current?.Component;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
      <header className="lg:col-span-2">
        <p className="label-caps text-accent">Staff area</p>
        <h1 className="mt-2 text-3xl leading-tight sm:text-4xl">Dashboard</h1>
      </header>
      <nav aria-label="Admin sections" className="-mx-4 sm:-mx-6 lg:mx-0">
        <ul className="relative flex gap-1 overflow-x-auto border-b border-line px-4 sm:px-6 lg:sticky lg:top-24 lg:flex-col lg:overflow-visible lg:border-b-0 lg:px-0">
          {sections.map((section) => (
            <li key={section.id} className="shrink-0">
              <NavItem section={section} isCurrent={section.id === current?.id} unread={unread} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        {Section ? (
          <Suspense
            fallback={<LoadingBlocks label={`Loading ${current.label}…`} count={4} height="h-16" />}
          >
            <Section key={current.id} />
          </Suspense>
        ) : (
          <EmptyState
            title="This section is for administrators"
            action={
              <Link
                to={sectionHref('overview')}
                className="text-accent underline-offset-4 hover:underline"
              >
                Go to the overview
              </Link>
            }
          >
            {refusedLabel ?? 'This section'} is open to the ADMIN role only.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
