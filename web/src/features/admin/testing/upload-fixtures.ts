import type { stubAdminApi } from './admin-fixtures.ts';

/** The multipart bodies sent to one "METHOD /path". */
export function formsSentTo(fetchMock: ReturnType<typeof stubAdminApi>, key: string): FormData[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && input.split('?')[0] === path)
    .map(([, init]) => init!.body as FormData);
}
