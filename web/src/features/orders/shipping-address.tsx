import type { Order } from '#contract/orders.ts';

type AddressLinesProps = {
  address: Order['shippingAddress'];
  className?: string;
};

/** A postal address as it goes on the parcel. */
export function AddressLines({ address, className = '' }: AddressLinesProps) {
  const { fullName, phone, line1, line2, city, state, postalCode, country } = address;
  return (
    <address className={`text-sm leading-relaxed not-italic ${className}`}>
      <span className="block font-medium text-ink">{fullName}</span>
      <span className="block">{line1}</span>
      {line2 && <span className="block">{line2}</span>}
      <span className="block">
        {city}, {state} {postalCode}
        {country !== 'IN' && `, ${country}`}
      </span>
      <span className="block text-muted">
        <span className="sr-only">Phone </span>
        {phone}
      </span>
    </address>
  );
}
