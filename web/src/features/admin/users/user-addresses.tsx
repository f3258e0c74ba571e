import { MapPin } from 'lucide-react';
import type { Address } from '#contract/address.ts';
import { EmptyState } from '../components/query-states.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** A user's saved addresses, the default one marked. */
export function UserAddresses({ addresses }: { addresses: readonly Address[] }) {
  if (addresses.length === 0) {
    return (
      <EmptyState icon={MapPin} title="No saved addresses">
        They add one at checkout or from their account.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {addresses.map((address) => (
        <li key={address._id} className="border border-line bg-raised px-4 py-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium text-ink">{address.fullName}</p>
            {address.isDefault && <StatusBadge tone="accent">Default</StatusBadge>}
          </div>
          <address className="mt-1 leading-relaxed text-muted not-italic">
            {address.line1}
            {address.line2 && (
              <>
                <br />
                {address.line2}
              </>
            )}
            <br />
            {address.city}, {address.state} {address.postalCode}, {address.country}
            <br />
            {address.phone}
          </address>
        </li>
      ))}
    </ul>
  );
}
