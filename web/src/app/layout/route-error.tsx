import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Component, useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ApiError } from '#web/lib/api-client.ts';

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'This part of the page could not be shown. Please try again.';
}

// A failed code-split chunk stays failed inside React.lazy; only a fresh page load fetches it again.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(
      error.message,
    )
  );
}

function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = 'Something went wrong';
  }, []);

  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    // The boundary clears its error when the location changes, so re-enter the same address.
    const { pathname, search, hash } = location;
    const state: unknown = location.state;
    void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
  };

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="label-caps text-accent">We are sorry</p>
      <h1 className="mt-4 text-4xl sm:text-5xl">Something went wrong</h1>
      <p className="mt-4 text-muted">{describe(error)}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <button type="button" className={buttonClass('primary')} onClick={retry}>
          <RotateCcw size={16} aria-hidden />
          Retry
        </button>
        <Link to="/" className={buttonClass('outline')}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { failed?: { error: unknown }; location: Location };

/** Holds a page's render error (or its code's failed load) until the location changes. */
class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location
      ? null
      : { failed: undefined, location: props.location };
  }

  render() {
    const { failed } = this.state;
    return failed ? <RouteError error={failed.error} /> : this.props.children;
  }
}

/** A page, or the whole layout, shown with 'Something went wrong' and Retry in its place if it fails. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
