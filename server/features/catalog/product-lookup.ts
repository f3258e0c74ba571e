import { eq, or, type Placeholder, type SQL } from 'drizzle-orm';
import { isUuid } from '../../db/ids.ts';
import { products } from './catalog.tables.ts';

type Bind = (name: string, value: string) => string | Placeholder;

/**
 * A product named by its id or its slug (slugs are lower-case), as every `{productId}` path takes it;
 * `bind` may turn the value into a placeholder.
 */
export function byIdOrSlug(idOrSlug: string, bind: Bind = (_name, value) => value): SQL {
  return isUuid(idOrSlug)
    ? or(eq(products.id, bind('id', idOrSlug)), eq(products.slug, bind('id', idOrSlug)))!
    : eq(products.slug, bind('slug', idOrSlug.toLowerCase()));
}
