import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '#web/lib/session.ts';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeProduct, makeReview, renderInShop, stubFetch } from '../testing/catalog-fixtures.tsx';
import { ProductReviews } from './product-reviews.tsx';

const PRODUCT_ID = '0195f0a0-0000-7000-8000-000000000001';
const REVIEWS = `GET /api/product/reviews/${PRODUCT_ID}`;
const POST = `POST /api/product/review/${PRODUCT_ID}`;
const customer = makeUser();
const others = { reviews: [makeReview({ rating: 3 })], averageRating: 3, reviewCount: 1 };

/** A piece with more reviews than its answer carries (20), so the section asks for the list. */
const piece = makeProduct({ _id: PRODUCT_ID, reviewCount: 21 });
const reviewsSection = () => <ProductReviews product={piece} loadedAt={Date.now()} />;

function signInAs(verifyEmail = true) {
  signIn({ token: 'token-1', user: { ...customer, verifyEmail }, verifyEmail });
}

async function openForm() {
  renderInShop(reviewsSection(), '/products/kundan-choker-necklace');
  return screen.findByRole('form', { name: 'Write a review' });
}

const comment = () => screen.getByLabelText<HTMLTextAreaElement>('Your review');
/** The error text tied to a control through aria-describedby, if any. */
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? null)[0] ?? null;

describe('review form', () => {
  isolateEachTest();

  it('checks the comment against the schema as the customer types, once the field was left', async () => {
    stubFetch({ [REVIEWS]: { body: others } });
    signInAs();
    await openForm();
    fireEvent.change(comment(), { target: { value: 'ok' } });
    expect(comment().getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(comment());
    await waitFor(() => expect(errorOf(comment())).toBe('Write at least 3 characters'));
    fireEvent.change(comment(), { target: { value: 'okay' } });
    await waitFor(() => expect(comment().getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByText('4 / 2000 characters')).toBeTruthy();
  });

  it('without a rating, refuses to send and asks for one', async () => {
    const fetchMock = stubFetch({ [REVIEWS]: { body: others } });
    signInAs();
    await openForm();
    fireEvent.change(comment(), { target: { value: 'Lovely finish' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(group)).toBe('Rate from 1 to 5');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('posts the rating and comment as reviewData, then shows the new average', async () => {
    let posted: unknown;
    const mine = makeReview({
      _id: 'review-2',
      rating: 5,
      comment: 'Lovely finish',
      user: { _id: 'user-1', name: 'Asha Menon', avatar: null },
    });
    stubFetch({
      [REVIEWS]: () => ({
        body: posted
          ? { reviews: [mine, ...others.reviews], averageRating: 4, reviewCount: 2 }
          : others,
      }),
      [POST]: (body) => {
        posted = body;
        return { status: 201, body: { review: mine, message: 'Thank you for your review!' } };
      },
    });
    signInAs();
    await openForm();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    fireEvent.change(comment(), { target: { value: '  Lovely finish ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    expect(posted).toEqual({ reviewData: { rating: 5, comment: 'Lovely finish' } });
    await waitFor(() => expect(screen.getByTestId('average-rating').textContent).toBe('4.0'));
    expect(screen.getByTestId('review-count').textContent).toBe('Based on 2 reviews');
    expect(await screen.findByRole('form', { name: 'Edit your review' })).toBeTruthy();
    const own = screen.getByRole('article', { name: 'Review by Asha Menon' });
    expect(within(own).getByRole('button', { name: 'Delete review' })).toBeTruthy();
    const theirs = screen.getByRole('article', { name: 'Review by Meera Iyer' });
    expect(within(theirs).queryByRole('button', { name: 'Delete review' })).toBeNull();
  });

  it("deletes the customer's own review after a confirmation, and the form starts afresh", async () => {
    const mine = makeReview({
      _id: 'review-9',
      rating: 2,
      comment: 'Clasp was loose',
      user: { _id: 'user-1', name: 'Asha Menon', avatar: null },
    });
    let deleted = false;
    stubFetch({
      [REVIEWS]: () => ({
        body: deleted
          ? { reviews: [], averageRating: 0, reviewCount: 0 }
          : { reviews: [mine], averageRating: 2, reviewCount: 1 },
      }),
      [`DELETE /api/product/review/${PRODUCT_ID}/review-9`]: () => {
        deleted = true;
        return { body: { message: 'Review deleted' } };
      },
    });
    signInAs();
    renderInShop(reviewsSection());
    expect(await screen.findByRole('form', { name: 'Edit your review' })).toBeTruthy();
    expect(comment().value).toBe('Clasp was loose');
    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Review deleted')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeTruthy();
    expect(comment().value).toBe('');
    expect(screen.getByTestId('review-count').textContent).toBe('No reviews yet');
  });

  it('when the server says the e-mail is unverified, shows why with a way to verify', async () => {
    stubFetch({
      [REVIEWS]: { body: others },
      [POST]: {
        status: 403,
        body: { message: 'Please verify your e-mail first', code: 'FORBIDDEN' },
      },
    });
    signInAs();
    await openForm();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    fireEvent.change(comment(), { target: { value: 'Lovely finish' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please verify your e-mail first');
    expect(
      within(alert).getByRole('link', { name: 'Verify your e-mail' }).getAttribute('href'),
    ).toBe('/verify-email');
  });

  it('signed out, offers a way to log in instead of the form', async () => {
    stubFetch({ [REVIEWS]: { body: others } });
    renderInShop(reviewsSection());
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('signed in with an unverified e-mail, links to /verify-email instead of the form', async () => {
    stubFetch({ [REVIEWS]: { body: others } });
    signInAs(false);
    renderInShop(reviewsSection());
    const verify = await screen.findByRole('link', { name: 'Verify your e-mail' });
    expect(verify.getAttribute('href')).toBe('/verify-email');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
