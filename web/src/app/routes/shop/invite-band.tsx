import type { ReactNode } from 'react';
import { type LinkTarget, LinkButtons } from '#web/components/ui/link-buttons.tsx';
import { Ornament } from '#web/components/ui/page-heading.tsx';

type InviteBandProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
  primary: LinkTarget;
  secondary: LinkTarget;
};

/** The tinted band that closes a page with an invitation and two ways onward. */
export function InviteBand({ id, title, children, primary, secondary }: InviteBandProps) {
  return (
    <section aria-labelledby={id} className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6">
        <Ornament className="w-40" />
        <h2 id={id} className="mt-6 text-4xl leading-tight sm:text-5xl">
          {title}
        </h2>
        <p className="mt-5 max-w-xl leading-relaxed text-muted">{children}</p>
        <LinkButtons primary={primary} secondary={secondary} />
      </div>
    </section>
  );
}
