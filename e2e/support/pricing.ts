import type { APIRequestContext } from '@playwright/test';
import { apiLogin, auth, E2E_ADMIN } from './api.ts';

type Created = {
  product: { _id: string; slug: string; name: string; variants: { _id: string }[] };
};

/** The ADMIN's bearer headers, for the calls that set up a journey. */
export const adminHeaders = async (request: APIRequestContext) =>
  auth((await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password)).token);

export async function setRate(
  request: APIRequestContext,
  rate: { metal: string; purity: string; ratePerGram: number },
) {
  const response = await request.put('/api/metal-rates', {
    headers: await adminHeaders(request),
    data: { rates: [rate], confirm: true },
  });
  if (!response.ok()) throw new Error(`metal rate: ${response.status()} ${await response.text()}`);
}

/** A product of the journey's own, priced by `variants`, in the demo's first kind and collection. */
export async function createPricedProduct(
  request: APIRequestContext,
  fields: { name: string; sku: string; metal: string; purity: string },
  variants: object[],
) {
  const headers = await adminHeaders(request);
  const first = async (path: string) =>
    ((await (await request.get(path)).json()) as { categories: { _id: string }[] }).categories[0]!
      ._id;
  const response = await request.post('/api/product/new', {
    headers,
    multipart: {
      ...fields,
      description: 'A piece made for this journey, priced by the day’s metal rate.',
      category: await first('/api/category/get'),
      jewelleryCategory: await first('/api/jewellery/get'),
      variants: JSON.stringify(variants),
    },
  });
  if (response.status() !== 201)
    throw new Error(`product: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as Created).product;
}
