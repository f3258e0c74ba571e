/**
 * An API call's answer as plain data, so that it can cross from the shop's main thread to its
 * render thread (render-thread.ts) as it is: only the headers the app's API client reads.
 */
export type ApiAnswer = {
  status: number;
  headers: { 'content-type'?: string; 'retry-after'?: string };
  body: string;
};
export type AnswerApiCall = (url: string, method: string) => Promise<ApiAnswer>;

/**
 * An answer as the app's API client reads it (web/src/lib/api-client.ts: `ok`, `status`, `headers`,
 * `text()`). A whole `Response` carries its body through a web stream, which cost a server-rendered
 * page more than reading the answers did.
 */
class InProcessAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  private readonly body: string;
  constructor({ status, headers, body }: ApiAnswer) {
    this.ok = status >= 200 && status < 300;
    this.status = status;
    this.headers = new Headers(headers);
    this.body = body;
  }
  text() {
    return Promise.resolve(this.body);
  }
}

/** The `fetch` the storefront's server renderer is given: every call answered by `answer`. */
export function fetchFrom(answer: AnswerApiCall): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const found = await answer(url, init?.method ?? 'GET');
    return new InProcessAnswer(found) as unknown as Response;
  };
}
