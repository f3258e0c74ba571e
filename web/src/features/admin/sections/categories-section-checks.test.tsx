import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateEachTest, stubObjectUrls } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import { openCategories, png, rings, serve, setField } from '../testing/categories-fixtures.ts';

describe('categories and collections section: checks and failures', () => {
  isolateEachTest();

  it('checks the name with the shared rules before sending, and puts the server’s refusals on the fields', async () => {
    const fetchMock = serve({
      'POST /api/category/add': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'description: Not allowed here',
          details: [{ path: 'description', message: 'Not allowed here' }],
        },
      },
    });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    setField('Name', 'R');
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    setField('Name', 'x'.repeat(61));
    expect(await screen.findByText('Name can be at most 60 characters')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/category/add')).toEqual([]);

    setField('Name', 'Bangles');
    await waitFor(() =>
      expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    expect(await screen.findByText('Not allowed here')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
  });

  it('a name already in use is shown on the name field', async () => {
    serve({
      'POST /api/category/add': {
        status: 409,
        body: { code: 'CONFLICT', message: 'A category named "Rings" already exists' },
      },
    });
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    setField('Name', 'rings');
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'),
    );
    const nameHelp = screen.getByLabelText('Name').getAttribute('aria-describedby')!;
    expect(document.getElementById(nameHelp)!.textContent).toBe(
      'A category named "Rings" already exists',
    );
  });

  it('refuses a file that is not a JPEG, PNG, WebP or AVIF image, or is over 5 MB, before uploading', async () => {
    stubObjectUrls();
    const fetchMock = serve();
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    const input = screen.getByLabelText('Choose image');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'list.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a JPEG, PNG, WebP or AVIF image.',
    );
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an image of at most 5 MB.');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/category/add')).toEqual([]);
  });

  it('without a server message, falls back to Fetch failed (with a retry), Something went wrong and Delete failed', async () => {
    let isDown = true;
    serve({
      // 404 rather than 5xx: a server error would be retried first.
      'GET /api/category/get': () =>
        isDown ? { status: 404, body: {} } : { body: { categories: [rings] } },
      'POST /api/category/add': { status: 500, body: {} },
      [`DELETE /api/category/delete/${rings._id}`]: { status: 502, body: {} },
    });
    await openCategories();
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 3, name: 'Rings' });

    fireEvent.click(screen.getByRole('button', { name: 'New kind of piece' }));
    setField('Name', 'Bangles');
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    await waitFor(() => expect(screen.getAllByText('Something went wrong')).toHaveLength(2)); // form and toast

    fireEvent.click(screen.getByRole('button', { name: 'Delete Rings' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Delete failed');
  });
});
