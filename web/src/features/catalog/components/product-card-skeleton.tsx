/** The shape of a product card while its data is on the way. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col">
      <div className="aspect-square w-full bg-surface" />
      <div className="mt-4 h-3 w-1/3 bg-surface" />
      <div className="mt-3 h-5 w-4/5 bg-surface" />
      <div className="mt-3 h-4 w-1/2 bg-surface" />
      <div className="mt-1.5 h-3 w-2/5 bg-surface" />
    </div>
  );
}
