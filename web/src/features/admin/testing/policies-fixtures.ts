import { screen, within } from '@testing-library/react';
import type { Policy, PolicyKind } from '#contract/content.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { stubAdminApi, unreadAnswer } from './admin-fixtures.ts';

export type Handler = Parameters<typeof stubAdminApi>[0][string];
export type Change = { title?: string; content?: string; order?: number };

export function makeSection(
  _id: string,
  title: string,
  content: string,
  extra: Partial<Policy> = {},
) {
  const at = '2026-02-01T06:30:00.000Z';
  const section: Policy = {
    _id,
    title,
    content,
    html: `<p>${content}</p>`,
    order: 0,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
  return section;
}

export const collect = makeSection('p-1', 'What we collect', 'Your **name** and address.', {
  html: '<p>Your <strong>name</strong> and address.</p>',
  updatedAt: '2026-03-05T06:30:00.000Z',
});
export const share = makeSection('p-2', 'Who we share it with', 'Couriers only.', { order: 1 });
export const returns = makeSection('t-1', 'Returns', 'Within 15 days.');

/** A small server for one or both documents: list in order, add, change, delete by id. */
export function serve(
  initial: Partial<Record<PolicyKind, Policy[]>>,
  overrides: Record<string, Handler> = {},
) {
  const docs: Record<PolicyKind, Policy[]> = { privacy: [], terms: [], ...initial };
  const routes: Record<string, Handler> = { 'GET /api/dashboard/notifications': unreadAnswer(0) };
  for (const kind of ['privacy', 'terms'] as const) {
    const noun = kind === 'privacy' ? 'Privacy section' : 'Terms section';
    routes[`GET /api/${kind}`] = () => ({
      body: { data: [...docs[kind]].sort((a, b) => a.order - b.order) },
    });
    routes[`POST /api/${kind}`] = ({ body }) => {
      const { title, content } = body as Required<Change>;
      const created = makeSection(`${kind}-new`, title, content, {
        order: docs[kind].length,
        updatedAt: '2026-03-06T06:30:00.000Z',
      });
      docs[kind] = [...docs[kind], created];
      return { status: 201, body: { data: created, message: `${noun} added` } };
    };
    for (const { _id } of docs[kind]) {
      routes[`PUT /api/${kind}/${_id}`] = ({ body }) => {
        const change = body as Change;
        docs[kind] = docs[kind].map((each) =>
          each._id === _id
            ? { ...each, ...change, html: `<p>${change.content ?? each.content}</p>` }
            : each,
        );
        const data = docs[kind].find((each) => each._id === _id);
        return { body: { data, message: `${noun} updated` } };
      };
      routes[`DELETE /api/${kind}/${_id}`] = () => {
        docs[kind] = docs[kind].filter((each) => each._id !== _id);
        return { body: { message: `${noun} deleted` } };
      };
    }
  }
  return stubAdminApi({ ...routes, ...overrides });
}

export async function openPolicies(path = '/admin/dashboard?section=policies') {
  signInAs('ADMIN');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'Privacy & terms' });
  return view;
}

export function titles(name = 'Sections of the privacy policy, in order'): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

export function contentBox(): HTMLTextAreaElement {
  return screen.getByLabelText('Content', { selector: 'textarea' });
}

export function contentError(): string | null {
  const box = contentBox();
  if (box.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(`${box.id}-error`)?.textContent ?? null;
}
