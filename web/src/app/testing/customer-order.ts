import { screen } from '@testing-library/react';
import type { Order } from '#contract/orders.ts';
import { renderApp, signInAs, stubApi } from './render-app.tsx';

/** Opens `/order/{id}` as its customer with the API answering `order` (and `routes`); waits for it. */
export async function openCustomerOrder(order: Order, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ [`/api/order/get/${order._id}`]: { body: { order } }, ...routes });
  signInAs('USER');
  renderApp(`/order/${order._id}`);
  await screen.findByRole('heading', { level: 1, name: `Order ${order.orderNumber}` });
  return fetchMock;
}
