import { CircleAlert, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Address } from '#contract/address.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { AddressForm } from '#web/features/address/address-form.tsx';
import { AddressLines } from '#web/features/orders/shipping-address.tsx';

type CheckoutAddressStepProps = {
  addresses: readonly Address[];
  selectedId: string | null;
  error: string | null;
  onSelect: (addressId: string) => void;
};

/** Saved addresses as radio cards (the default chosen first), or a new one added in place. */
export function CheckoutAddressStep({
  addresses,
  selectedId,
  error,
  onSelect,
}: CheckoutAddressStepProps) {
  const [isAdding, setIsAdding] = useState(addresses.length === 0);
  const errorId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const shouldRefocus = useRef(false);

  useEffect(() => {
    // Closing the form removes what had focus; the button that opened it takes it back.
    if (!isAdding && shouldRefocus.current) addButton.current?.focus();
    shouldRefocus.current = false;
  }, [isAdding]);

  const close = () => {
    shouldRefocus.current = true;
    setIsAdding(false);
  };
  const onSaved = (address: Address) => {
    onSelect(address._id);
    close();
  };

  return (
    <div className="space-y-6">
      {addresses.length > 0 && (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="label-caps text-ink">Deliver to</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {addresses.map((address) => (
              <label
                key={address._id}
                className="flex cursor-pointer items-start gap-3 border border-line px-4 py-4 transition-colors hover:border-muted/60 has-[:checked]:border-accent has-[:checked]:bg-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  name="addressId"
                  value={address._id}
                  checked={address._id === selectedId}
                  onChange={() => onSelect(address._id)}
                  className="mt-1 accent-[var(--kj-accent)]"
                />
                <span className="min-w-0">
                  {address.isDefault && (
                    <span className="mb-1 block label-caps text-accent">Default</span>
                  )}
                  <AddressLines address={address} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert size={15} strokeWidth={1.75} className="mt-0.5 shrink-0" aria-hidden />
          {error}
        </p>
      )}
      {addresses.length > 0 && !isAdding && (
        <button
          ref={addButton}
          type="button"
          className={buttonClass('quiet')}
          onClick={() => setIsAdding(true)}
        >
          <Plus size={16} aria-hidden />
          Add a new address
        </button>
      )}
      {isAdding && (
        <div className={addresses.length > 0 ? 'border-t border-line pt-6' : ''}>
          <h3 className="mb-4 text-xl">
            {addresses.length > 0 ? 'A new address' : 'Where should we deliver?'}
          </h3>
          <AddressForm onSaved={onSaved} onCancel={addresses.length > 0 ? close : undefined} />
        </div>
      )}
    </div>
  );
}
