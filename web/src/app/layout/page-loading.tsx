/** SPEC §2: lazy pages show exactly this text while their code loads. */
export const LOADING_TEXT = 'Loading...';

// A full screen tall, so the footer starts below the fold and does not jump when the page arrives.
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-svh items-center justify-center px-4">
      <p className="flex items-center gap-3 label-caps text-muted">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-gold" />
        {LOADING_TEXT}
      </p>
    </div>
  );
}
