// No zod here: the storefront's first load reads this (paging.ts has the schemas).

/** The highest `page` a paged list is asked for. */
export const PAGE_MAX = 10_000;
