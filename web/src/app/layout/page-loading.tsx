/** SPEC §2: lazy pages show exactly this text while their code loads. */
export const LOADING_TEXT = 'Loading...';

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center px-4">
      <p className="flex items-center gap-3 label-caps text-muted">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-gold" />
        {LOADING_TEXT}
      </p>
    </div>
  );
}
