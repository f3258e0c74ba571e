import { fireEvent, screen } from '@testing-library/react';
import type { Category } from '#contract/catalog.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { makeCategory } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { stubAdminApi, unreadAnswer } from './admin-fixtures.ts';

export const PAGE = '/admin/dashboard?section=categories';
export const rings = makeCategory('Rings', {
  description: 'Bands and solitaires',
  productCount: 0,
});
export const necklaces = makeCategory('Necklaces', { productCount: 3 });
export const bridal = makeCategory('Bridal', { _id: 'col-bridal', description: 'For the big day' });

export type Routes = Parameters<typeof stubAdminApi>[0];

/** Both sets behind their two prefixes, as the server keeps them; `answers` overrides a call. */
export function serve(answers: Routes = {}) {
  const sets: Record<string, Category[]> = {
    '/api/category': [rings, necklaces],
    '/api/jewellery': [bridal],
  };
  const routes: Routes = {
    'GET /api/dashboard/notifications': unreadAnswer(0),
  };
  for (const base of Object.keys(sets)) {
    routes[`GET ${base}/get`] = () => ({ body: { categories: sets[base] } });
    routes[`POST ${base}/add`] = () => {
      const category = makeCategory('Bangles', { _id: 'cat-new', productCount: 0 });
      sets[base] = [...sets[base]!, category];
      return { status: 201, body: { category, message: 'Bangles added' } };
    };
    for (const { _id } of sets[base]!) {
      routes[`PUT ${base}/update/${_id}`] = () => {
        const category = {
          ...sets[base]!.find((each) => each._id === _id)!,
          name: 'Stacking rings',
        };
        sets[base] = sets[base]!.map((each) => (each._id === _id ? category : each));
        return { body: { category, message: 'Stacking rings updated' } };
      };
      routes[`DELETE ${base}/delete/${_id}`] = () => {
        sets[base] = sets[base]!.filter((each) => each._id !== _id);
        return { body: { message: 'Deleted' } };
      };
    }
  }
  for (const [key, answer] of Object.entries(answers)) routes[key] = answer;
  return stubAdminApi(routes);
}

export const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'bangles.png', { type: 'image/png' });
export const setField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article')!;

export async function openCategories(role: 'ADMIN' | 'MANAGER' = 'MANAGER', path = PAGE) {
  signInAs(role);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'Categories and collections' });
  return view;
}
