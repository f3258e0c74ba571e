import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAddress } from '#web/features/address/testing/address-fixtures.ts';
import { sentTo } from '../../testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const home = makeAddress();
const office = makeAddress({
  _id: '0195f0a0-0000-7000-8000-0000000000a2',
  line1: '5 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  isDefault: false,
});

describe('saved-address page', () => {
  isolateEachTest();

  it('lists the addresses with the default marked, and deletes one only after confirming', async () => {
    let addresses = [home, office];
    const fetchMock = stubApi({
      '/api/address/get': () => ({ body: { addresses } }),
      [`/api/address/delete/${office._id}`]: () => {
        addresses = [home];
        return { body: { message: 'Address deleted' } };
      },
    });
    signInAs('USER');
    renderApp('/saved-address');
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Default')).toHaveLength(1);

    const officeCard = within(list).getByText('5 Residency Road').closest('li')!;
    fireEvent.click(within(officeCard).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(sentTo(fetchMock, `/api/address/delete/${office._id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByText('5 Residency Road')).toBeNull());
  });

  it('checks the PIN code and mobile as the customer types, then saves a new address', async () => {
    const fetchMock = stubApi({
      '/api/address/get': { body: { addresses: [] } },
      '/api/address/create': { status: 201, body: { address: home, message: 'Address saved' } },
    });
    signInAs('USER');
    renderApp('/saved-address');
    await screen.findByText('No saved addresses yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field('Full name'), { target: { value: 'Asha Menon' } });
    fireEvent.change(field('Mobile number'), { target: { value: '12345' } });
    fireEvent.blur(field('Mobile number'));
    expect(await within(form).findByText('Enter a 10-digit Indian mobile number')).toBeTruthy();
    fireEvent.change(field('PIN code'), { target: { value: '0123' } });
    fireEvent.blur(field('PIN code'));
    expect(await within(form).findByText('Enter a 6-digit PIN code')).toBeTruthy();

    fireEvent.change(field('Mobile number'), { target: { value: '9812345678' } });
    fireEvent.change(field('PIN code'), { target: { value: '302003' } });
    fireEvent.change(field('Address line 1'), { target: { value: '14 Johari Bazaar' } });
    fireEvent.change(field('City'), { target: { value: 'Jaipur' } });
    fireEvent.change(field('State'), { target: { value: 'Rajasthan' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(sentTo(fetchMock, '/api/address/create')).toHaveLength(1));
    expect(sentTo(fetchMock, '/api/address/create')[0]).toMatchObject({
      fullName: 'Asha Menon',
      phone: '9812345678',
      postalCode: '302003',
      country: 'IN',
    });
  });
});
