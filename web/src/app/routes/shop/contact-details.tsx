import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { WhatsAppIcon } from '#web/components/ui/brand-icons.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { configQuery } from '#web/features/config/config-api.ts';

const LINK = 'underline-offset-4 hover:text-accent hover:underline';

function Detail({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0 pl-9">
      <dt className="label-caps text-muted">
        <Icon size={20} strokeWidth={1.3} className="absolute top-0 left-0 text-gold" aria-hidden />
        {term}
      </dt>
      <dd className="mt-1 leading-relaxed break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading our details…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-12 animate-pulse bg-surface" />
      ))}
    </div>
  );
}

/** Where and when to find the shop, and the other ways to reach it, from the shop's settings. */
export function ContactDetails() {
  const query = useQuery(configQuery());
  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title="Our details could not be shown"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { contact, chatLink } = query.data;
  return (
    <div>
      <dl className="space-y-6">
        <Detail icon={MapPin} term="Showroom">
          <address className="not-italic">{contact.address}</address>
        </Detail>
        <Detail icon={Clock} term="Opening hours">
          {contact.hours}
        </Detail>
        <Detail icon={Phone} term="Phone">
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
            {contact.phone}
          </a>
        </Detail>
        <Detail icon={Mail} term="E-mail">
          <a href={`mailto:${contact.email}`} className={LINK}>
            {contact.email}
          </a>
        </Detail>
      </dl>
      <a
        href={chatLink}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('outline', 'mt-10 w-full sm:w-auto')}
      >
        <WhatsAppIcon size={18} />
        Chat with us
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
