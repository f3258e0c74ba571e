/** Who placed an order: the name, with the e-mail under it. */
export function CustomerCell({ customer }: { customer: { name: string; email: string } }) {
  return (
    <span>
      {customer.name}
      <span className="block text-xs text-muted">{customer.email}</span>
    </span>
  );
}
