import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '#web/lib/query-client.ts';
import { RouteErrorBoundary } from './route-error.tsx';

describe('route error boundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a clear message and Retry renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldFail = true;
    function Flaky() {
      if (shouldFail) throw new Error('boom');
      return <h1>Recovered page</h1>;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Flaky />
          </RouteErrorBoundary>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    shouldFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeTruthy();
  });
});
