import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Address } from '#contract/address.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import {
  useAddresses,
  useDeleteAddress,
  useUpdateAddress,
} from '#web/features/address/address-api.ts';
import { AddressForm } from '#web/features/address/address-form.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { AddressLines } from '#web/features/orders/shipping-address.tsx';
import { ADDRESS_FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

function AddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteAddress();
  const update = useUpdateAddress();
  return (
    <li className="flex flex-col gap-4 border border-line p-5">
      <div className="flex items-start justify-between gap-3">
        <AddressLines address={address} />
        {address.isDefault && (
          <span className="shrink-0 border border-accent px-2 py-1 label-caps text-accent">
            Default
          </span>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={buttonClass('outline')} onClick={onEdit}>
          Edit<span className="sr-only"> the address of {address.fullName}</span>
        </button>
        {!address.isDefault && (
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { _id: address._id, isDefault: true },
                { onSuccess: () => notify.success('Default address changed') },
              )
            }
          >
            Set as default
          </button>
        )}
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => setIsConfirming(true)}
        >
          Delete<span className="sr-only"> the address of {address.fullName}</span>
        </button>
      </div>
      {isConfirming && (
        <ConfirmDialog
          title="Delete this address?"
          description={`${address.line1}, ${address.city} will no longer be offered at checkout.`}
          confirmLabel="Delete address"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={() =>
            remove.mutate(address, {
              onSuccess: ({ message }) => {
                setIsConfirming(false);
                notify.success(message);
              },
            })
          }
        />
      )}
    </li>
  );
}

export function SavedAddressPage() {
  usePageTitle('Saved Addresses');
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p className="label-caps text-accent">My account</p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl sm:text-5xl">Saved Addresses</h1>
        {!editing && (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setEditing({ mode: 'new' })}
          >
            <Plus size={16} aria-hidden />
            Add an address
          </button>
        )}
      </div>
      {editing && (
        <div className="mt-8 border border-line bg-surface p-6">
          <h2 className="mb-5 text-2xl">
            {editing.mode === 'new' ? 'New address' : 'Edit address'}
          </h2>
          <AddressForm
            key={editing.mode === 'edit' ? editing.address._id : 'new'}
            initial={editing.mode === 'edit' ? editing.address : undefined}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      <div className="mt-10">
        {addresses.isPending && (
          <div
            role="status"
            aria-label="Loading your addresses"
            className="grid gap-4 sm:grid-cols-2"
          >
            {[0, 1].map((index) => (
              <div key={index} className="h-40 animate-pulse bg-surface" />
            ))}
          </div>
        )}
        {addresses.isError && (
          <LoadError
            title="We could not load your addresses"
            error={addresses.error}
            fallback={ADDRESS_FETCH_FAILED}
            onRetry={() => void addresses.refetch()}
          />
        )}
        {addresses.data?.length === 0 && !editing && (
          <div className="border border-line bg-surface px-6 py-16 text-center">
            <MapPin className="mx-auto text-gold" size={40} strokeWidth={1.2} aria-hidden />
            <h2 className="mt-4 text-2xl">No saved addresses yet</h2>
            <p className="mt-2 text-muted">Add one now and checkout takes a single click.</p>
          </div>
        )}
        {addresses.data && addresses.data.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Your addresses">
            {addresses.data.map((address) => (
              <AddressCard
                key={address._id}
                address={address}
                onEdit={() => setEditing({ mode: 'edit', address })}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
