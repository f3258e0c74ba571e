import { IdempotencyKeySchema } from '#contract/orders.ts';
import { AppError } from '../../lib/errors.ts';

/** The `Idempotency-Key` header of a write that a double click must not repeat (orders, returns). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]!.message, [
      { path: 'Idempotency-Key', message: parsed.error.issues[0]!.message },
    ]);
  return parsed.data;
}
