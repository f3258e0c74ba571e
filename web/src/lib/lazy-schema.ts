import type { z } from 'zod';
import type * as Storefront from './storefront-schemas.ts';

/**
 * A contract schema imported with the first call that needs it, so zod stays out of the
 * storefront's first load (docs/decisions/016-lazy-contract-schemas.md). The api client starts the
 * import together with the request; the module is loaded once. `T` is the answer it validates.
 */
export class LazySchema<T = unknown> {
  /** The type of the answer it validates; never set. */
  declare readonly output: T;
  readonly #load: () => Promise<z.ZodType>;
  #loading: Promise<z.ZodType> | undefined;

  constructor(load: () => Promise<z.ZodType>) {
    this.#load = load;
  }

  load(): Promise<z.ZodType> {
    this.#loading ??= this.#load().catch((error: unknown) => {
      this.#loading = undefined; // a chunk that failed to arrive is asked for again by the next call
      throw error;
    });
    return this.#loading;
  }
}

/** `lazySchema(() => import('#contract/catalog.ts').then((m) => m.ProductListSchema))` */
export const lazySchema = <S extends z.ZodType>(load: () => Promise<S>) =>
  new LazySchema<z.output<S>>(load);

type StorefrontSchemas = typeof Storefront;

/** One of the storefront's schemas (storefront-schemas.ts), imported with the first call that needs it. */
export const storefrontSchema = <K extends keyof StorefrontSchemas>(name: K) =>
  new LazySchema<z.output<StorefrontSchemas[K]>>(() =>
    import('./storefront-schemas.ts').then((m) => m[name]),
  );

/** What a call's answer is checked against: a schema, one imported on demand, or nothing. */
export type ApiSchema = z.ZodType | LazySchema | undefined;

export type SchemaOutput<S extends ApiSchema> = S extends z.ZodType
  ? z.output<S>
  : S extends LazySchema<infer T>
    ? T
    : unknown;
