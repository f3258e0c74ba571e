import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTestimonial } from '#web/features/content/testing/content-fixtures.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { field, fieldError, fillIn, submit } from '../../testing/form-helpers.ts';
import { signOut } from '#web/lib/session.ts';
import { openPage, type Routes, signInAs } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const PATH = '/api/testimonials';
const AFTER_REVIEW = 'Thank you! Your testimonial will appear once our team has reviewed it.';

const openTestimonials = (routes: Routes) => openPage('/testimonials', 'Testimonials', routes);

const words = () => screen.getByLabelText<HTMLTextAreaElement>('Your words');
const stories = () => screen.getByRole('region', { name: 'Customer stories' });

describe('testimonials page', () => {
  isolateEachTest();

  it('lists approved testimonials with their rating read as one phrase and the verified-buyer mark', async () => {
    await openTestimonials({
      [PATH]: {
        body: {
          testimonials: [
            makeTestimonial({ isVerifiedBuyer: true }),
            makeTestimonial({
              _id: 't2',
              name: 'Rohan',
              message: '<b>Not bold</b>',
              rating: null,
              location: null,
            }),
          ],
        },
      },
    });
    const items = await within(stories()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(first!).getByText('Verified buyer')).toBeTruthy();
    expect(within(first!).getByText('· Pune')).toBeTruthy();
    // Visitors' words are shown as typed, never as HTML.
    expect(within(second!).getByText('<b>Not bold</b>')).toBeTruthy();
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(within(second!).queryByText('Verified buyer')).toBeNull();
  });

  it('without testimonials, invites the first one', async () => {
    await openTestimonials({ [PATH]: { body: { testimonials: [] } } });
    expect(await screen.findByRole('heading', { name: 'No stories yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the first one' }).getAttribute('href')).toBe(
      '#share-story-title',
    );
  });

  it('when the list fails, says so and tries again on Retry', async () => {
    let fail = true;
    await openTestimonials({
      [PATH]: () =>
        fail ? { status: 500, body: {} } : { body: { testimonials: [makeTestimonial()] } },
    });
    // Server errors are retried twice before the page gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert.textContent).toContain('Fetch failed');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(stories()).findByText(makeTestimonial().message)).toBeTruthy();
  });

  it('sends a testimonial with its star rating, says it appears after review, and empties the form', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    const { fetchMock } = await openTestimonials({
      [PATH]: (request) =>
        request.method === 'POST' ? held.promise : { body: { testimonials: [] } },
    });
    const form = screen.getByRole('form', { name: 'Share your story' });
    const rating = within(form).getByRole('radiogroup', { name: 'Your rating (optional)' });
    fireEvent.click(within(rating).getByRole('radio', { name: '5 stars, Excellent' }));
    fillIn('Your name', 'Meera');
    fillIn('City (optional)', 'Jaipur');
    fireEvent.change(words(), { target: { value: 'They remade my grandmother’s necklace.' } });
    submit('Share your story');

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentTo(fetchMock, PATH).filter(Boolean)).toEqual([
      {
        rating: 5,
        name: 'Meera',
        location: 'Jaipur',
        message: 'They remade my grandmother’s necklace.',
        website: '',
      },
    ]);

    held.resolve({
      status: 201,
      body: {
        testimonial: makeTestimonial({ status: 'pending', name: 'Meera' }),
        message: AFTER_REVIEW,
      },
    });
    expect(await screen.findByText(AFTER_REVIEW)).toBeTruthy();
    await waitFor(() => expect(field('Your name').value).toBe(''));
    expect(words().value).toBe('');
    expect(
      within(rating)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('sends no auth header even when signed in (SPEC §6), but sends the cookies', async () => {
    signInAs('USER');
    const { fetchMock } = await openTestimonials({
      [PATH]: (request) =>
        request.method === 'POST'
          ? { status: 201, body: { testimonial: makeTestimonial(), message: AFTER_REVIEW } }
          : { body: { testimonials: [] } },
    });
    fillIn('Your name', 'Meera');
    fireEvent.change(words(), { target: { value: 'They remade my grandmother’s necklace.' } });
    submit('Share your story');
    expect(await screen.findByText(AFTER_REVIEW)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')!;
    expect((init!.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init!.credentials).toBe('include');
    signOut();
  });

  it('without a rating or a long enough message, refuses to send and says why', async () => {
    const { fetchMock } = await openTestimonials({ [PATH]: { body: { testimonials: [] } } });
    fillIn('Your name', 'M');
    await waitFor(() => expect(fieldError('Your name')).toBe('Name must be at least 2 characters'));
    fireEvent.change(words(), { target: { value: 'Lovely' } });
    submit('Share your story');
    await waitFor(() => expect(words().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Write at least 10 characters')).toBeTruthy();
    expect(sentTo(fetchMock, PATH).filter(Boolean)).toEqual([]);
  });

  it('when the server refuses, shows its message beside the form', async () => {
    await openTestimonials({
      [PATH]: (request) =>
        request.method === 'POST'
          ? { status: 429, body: { message: 'Too many testimonials, try again later' } }
          : { body: { testimonials: [] } },
    });
    fillIn('Your name', 'Meera');
    fireEvent.change(words(), { target: { value: 'Beautiful work, thank you.' } });
    submit('Share your story');
    const form = screen.getByRole('form', { name: 'Share your story' });
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Too many testimonials, try again later',
    );
  });
});
