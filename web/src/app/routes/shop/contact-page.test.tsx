import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { field, fieldError, fillIn, submit, typeInto } from '../../testing/form-helpers.ts';
import { openPage, type Routes, TEST_CONFIG } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const SUBMIT = '/api/contact/submit';
const THANKS = 'Thank you! We will reply within one working day.';

const openContact = (routes: Routes = {}) => openPage('/contact', 'Contact us', routes);

const message = () => screen.getByLabelText<HTMLTextAreaElement>('Message');
const messageError = () =>
  (message().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? null)[0] ?? null;

function fillValidForm() {
  fillIn('Your name', 'Asha Menon');
  fillIn('E-mail', ' Asha@Example.com ');
  fireEvent.change(message(), { target: { value: 'Do you resize kundan bangles?' } });
  fireEvent.blur(message());
}

describe('contact page', () => {
  isolateEachTest();

  it('checks each field against the contract as the visitor types, once it was left, and clears the error when fixed', async () => {
    await openContact();
    typeInto('E-mail', 'asha@');
    expect(fieldError('E-mail')).toBeNull();

    fillIn('E-mail', 'asha@');
    await waitFor(() => expect(fieldError('E-mail')).toBe('Enter a valid e-mail address'));
    typeInto('E-mail', 'asha@example.com');
    await waitFor(() => expect(fieldError('E-mail')).toBeNull());

    fillIn('Your name', 'A');
    await waitFor(() => expect(fieldError('Your name')).toBe('Name must be at least 2 characters'));

    fillIn('Phone (optional)', 'call me');
    await waitFor(() => expect(fieldError('Phone (optional)')).toBe('Enter a valid phone number'));

    fireEvent.change(message(), { target: { value: 'Hello' } });
    fireEvent.blur(message());
    await waitFor(() => expect(messageError()).toBe('Message must be at least 10 characters'));
    expect(message().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(message(), { target: { value: 'Hello, is the choker in stock?' } });
    await waitFor(() => expect(messageError()).toBeNull());
    expect(screen.getByText('30 / 5,000 characters')).toBeTruthy();
  });

  it('on submit with empty fields, flags the required ones and sends nothing', async () => {
    const { fetchMock } = await openContact();
    submit('Send message');
    await waitFor(() => expect(fieldError('Your name')).toBe('Name must be at least 2 characters'));
    expect(fieldError('E-mail')).toBe('E-mail is required');
    expect(messageError()).toBe('Message must be at least 10 characters');
    expect(fieldError('Phone (optional)')).toBeNull();
    expect(fieldError('Subject (optional)')).toBeNull();
    expect(sentTo(fetchMock, SUBMIT)).toEqual([]);
  });

  it('while sending, the button is disabled and says so; then a toast shows the server’s message and the form is emptied', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    const { fetchMock } = await openContact({ [SUBMIT]: () => held.promise });
    fillValidForm();
    fillIn('Subject (optional)', 'Resizing');
    submit('Send message');

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentTo(fetchMock, SUBMIT)).toEqual([
      {
        name: 'Asha Menon',
        email: 'asha@example.com',
        phone: null,
        subject: 'Resizing',
        message: 'Do you resize kundan bangles?',
        website: '',
      },
    ]);

    held.resolve({ status: 201, body: { message: THANKS } });
    expect(await screen.findByText(THANKS)).toBeTruthy();
    await waitFor(() => expect(field('Your name').value).toBe(''));
    expect(field('E-mail').value).toBe('');
    expect(message().value).toBe('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('when the server fails without a message, shows Failed to submit contact form! and keeps what was typed', async () => {
    await openContact({ [SUBMIT]: { status: 500, body: {} } });
    fillValidForm();
    submit('Send message');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to submit contact form!',
    );
    expect(field('Your name').value).toBe('Asha Menon');
  });

  it('when the server refuses with a message (too many messages), shows that message', async () => {
    await openContact({
      [SUBMIT]: {
        status: 429,
        body: { message: 'Too many messages, try again later', code: 'RATE_LIMITED' },
      },
    });
    fillValidForm();
    submit('Send message');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many messages, try again later',
    );
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const { container } = await openContact();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
  });

  it('shows the shop’s address, hours, phone, e-mail and chat link from the shop settings', async () => {
    await openContact();
    const visit = screen.getByRole('region', { name: 'Visit or call' });
    expect(await within(visit).findByText(TEST_CONFIG.contact.address)).toBeTruthy();
    expect(within(visit).getByText(TEST_CONFIG.contact.hours)).toBeTruthy();
    expect(
      within(visit).getByRole('link', { name: TEST_CONFIG.contact.phone }).getAttribute('href'),
    ).toBe('tel:+919812345678');
    expect(
      within(visit).getByRole('link', { name: TEST_CONFIG.contact.email }).getAttribute('href'),
    ).toBe(`mailto:${TEST_CONFIG.contact.email}`);
    expect(
      within(visit)
        .getByRole('link', { name: /Chat with us/ })
        .getAttribute('href'),
    ).toBe(TEST_CONFIG.chatLink);
  });
});
