import { z } from 'zod';

// PostgreSQL cannot store or compare the NUL character in text; refusing it here keeps it a 400, not a 500.
export const NO_NUL = /^[^\0]*$/;
export const NUL_MESSAGE = 'Contains a character that is not allowed';

/** A staff list's free-text search (`?search=`). */
export const searchParam = () => z.string().trim().max(100).regex(NO_NUL, NUL_MESSAGE).optional();
