// No zod here: the storefront's first load reads these (errors.ts has the schemas).

/** SPEC §8: the exact message that makes a client drop its session. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired, please login again';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong';
