import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import { collect, openPolicies, serve, share, titles } from '../testing/policies-fixtures.ts';

describe('privacy & terms section: deleting and reordering', () => {
  isolateEachTest();

  it('deletes a section only after confirmation, and the list updates', async () => {
    const fetchMock = serve({ privacy: [collect, share] });
    const path = `DELETE /api/privacy/${collect._id}`;
    await openPolicies();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “What we collect”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “What we collect”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this section?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Privacy section deleted')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Who we share it with']));
  });

  it('failures: Fetch failed with a retry for the list, Delete failed for a delete', async () => {
    let isDown = true;
    serve(
      { privacy: [collect] },
      {
        'GET /api/privacy': () =>
          isDown ? { status: 400, body: {} } : { body: { data: [collect] } },
        [`DELETE /api/privacy/${collect._id}`]: { status: 500, body: {} },
      },
    );
    await openPolicies();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete “What we collect”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this section?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(titles()).toEqual(['What we collect']);
  });

  it('moves a section up: sends the new places and the list follows', async () => {
    const fetchMock = serve({ privacy: [collect, share] });
    await openPolicies();
    const down = await screen.findByRole('button', { name: 'Move “Who we share it with” down' });
    expect(down.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Move “Who we share it with” up' }));
    expect(await screen.findByText('Moved “Who we share it with” up')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Who we share it with', 'What we collect']));
    expect(requestsTo(fetchMock, `PUT /api/privacy/${share._id}`).map(({ body }) => body)).toEqual([
      { order: 0 },
    ]);
    expect(
      requestsTo(fetchMock, `PUT /api/privacy/${collect._id}`).map(({ body }) => body),
    ).toEqual([{ order: 1 }]);
  });
});
