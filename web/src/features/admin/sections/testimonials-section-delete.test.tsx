import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import {
  kavya,
  LIST,
  mallory,
  PAGE,
  row,
  serve,
  staffPage,
  waitForRowToGo,
} from '../testing/testimonials-fixtures.ts';

describe('testimonials section: deleting and failures', () => {
  isolateEachTest();

  it('deletes a testimonial only after confirmation', async () => {
    const fetchMock = serve([kavya, mallory]);
    const path = 'DELETE /api/testimonials/tm-mallory';
    signInAs('ADMIN');
    // The notification about a new testimonial links here with its id.
    renderApp(`${PAGE}&id=${mallory._id}`);
    expect(await screen.findByText('From notification')).toBeTruthy();
    expect(within(row('Mallory')).getByText('From notification')).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the testimonial from Mallory' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the testimonial from Mallory' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimonial?' });
    expect(dialog.textContent).toContain('Mallory’s testimonial is deleted for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial deleted')).toBeTruthy();
    await waitForRowToGo('Mallory');
    expect(screen.getByRole('rowheader', { name: /Kavya Sharma/ })).toBeTruthy();
    expect(requestsTo(fetchMock, path)).toHaveLength(1);
  });

  it('without a server message, falls back to Fetch failed (with a retry), Something went wrong and Delete failed', async () => {
    let isDown = true;
    serve([kavya], {
      // 404 rather than 5xx: a server error would be retried first.
      [LIST]: () => (isDown ? { status: 404, body: {} } : staffPage([kavya, mallory])),
      'PUT /api/testimonials/tm-kavya/approve': { status: 500, body: {} },
      'DELETE /api/testimonials/tm-mallory': { status: 502, body: {} },
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: /Kavya Sharma/ });

    fireEvent.click(
      screen.getByRole('button', { name: 'Approve the testimonial from Kavya Sharma' }),
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Kavya Sharma/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the testimonial from Mallory' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimonial?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Mallory/ })).toBeTruthy();
  });

  it('shows the server’s own reason, such as a testimonial someone else already deleted', async () => {
    serve([kavya], {
      'PUT /api/testimonials/tm-kavya/reject': {
        status: 404,
        body: { message: 'Testimonial not found', code: 'NOT_FOUND' },
      },
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reject the testimonial from Kavya Sharma' }),
    );
    expect(await screen.findByText('Testimonial not found')).toBeTruthy();
  });
});
