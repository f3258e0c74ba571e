import multipart, { type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PRODUCT_IMAGES_MAX } from '#contract/catalog.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { AppError } from './errors.ts';
import { IMAGE_MAX_BYTES } from './images.ts';
import {
  boundaryOf,
  createPartHeaderMeter,
  type PartHeaderMeter,
} from './multipart-header-meter.ts';
import type { RateLimiter, RateRule } from './rate-limit.ts';

export type MultipartForm = { fields: Record<string, string>; files: Buffer[] };

/** A part's header block (Content-Disposition, Content-Type) is a few hundred bytes, 1 KB with a long file name. */
export const PART_HEADER_MAX_BYTES = 4 * 1024;

/** Busboy's limits (DESIGN §5). Busboy cuts an over-long value or header silently; the reader refuses them. */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: PRODUCT_IMAGES_MAX,
  fields: 40,
  // The longest text field, a product description of 5,000 characters, is at most 20 KB of UTF-8.
  fieldSize: 64 * 1024,
  parts: 50,
  headerPairs: 20,
  headerSize: PART_HEADER_MAX_BYTES,
};

/** Our longest field name is a dozen characters. */
const FIELD_NAME_MAX_LENGTH = 100;

const HOUR = 3600;
/** Counted per account before the body is read, so a refused upload costs no decoding. */
export const UPLOAD_RATE_LIMITS = {
  // A profile picture is changed a few times at most; a 25 MP decode costs about 100 MB and a second.
  avatarPerAccount: { name: 'upload-avatar-user', max: 10, windowSeconds: HOUR },
  // A return request carries up to 4 photos of the pieces; a few requests an hour is already a lot.
  returnPerAccount: { name: 'upload-return-user', max: 20, windowSeconds: HOUR },
  // Generous for a day of catalogue work (one a minute for five hours), yet caps a stolen staff login.
  staffPerAccount: { name: 'upload-staff-user', max: 300, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

/** The answers every upload route may give besides its own: too large, not an image, too many uploads. */
export const UPLOAD_ERROR_RESPONSES = {
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** For the OpenAPI summaries of the staff upload routes. */
export const STAFF_UPLOADS_NOTE =
  `Shares ${UPLOAD_RATE_LIMITS.staffPerAccount.max} uploads an hour per account with the other staff uploads (429 with Retry-After); ` +
  'a malformed form answers 400';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route that reads a multipart form names the rule its uploads count against. */
    uploadLimit?: RateRule;
  }
}

/**
 * The multipart plugin with DESIGN §5's limits, and the per-account upload limit of each route that
 * declares `config.uploadLimit`. That count comes before the body is read, after the route's
 * `onRequest` guard has named the account (`accountOf`).
 */
export async function registerMultipart(
  app: FastifyInstance,
  {
    limiter,
    accountOf,
  }: { limiter: RateLimiter; accountOf: (request: FastifyRequest) => string | undefined },
): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.uploadLimit;
    if (!rule) return;
    const account = accountOf(request);
    if (!account)
      throw new Error(`${request.routeOptions.url}: an upload route must sign in on onRequest`);
    await limiter.consume([{ rule, subject: account }]);
  });
}

const MALFORMED = 'The form upload is malformed or incomplete; please try again';
const HEADER_TOO_LARGE = `A form part's headers may be at most ${PART_HEADER_MAX_BYTES / 1024} KB`;

/** Watches the raw body beside busboy for part headers over the cap, which busboy would cut silently. */
function meterPartHeaders(request: FastifyRequest): { meter: PartHeaderMeter; stop: () => void } {
  const boundary = boundaryOf(request.headers['content-type']);
  const meter = boundary
    ? createPartHeaderMeter(boundary, PART_HEADER_MAX_BYTES)
    : { push: () => {}, isOver: false };
  const onData = (chunk: Buffer) => meter.push(chunk);
  request.raw.on('data', onData);
  return { meter, stop: () => request.raw.off('data', onData) };
}

/**
 * Busboy reports a malformed body (no or a wrong boundary, a body cut short) with plain `Error`s; the
 * plugin's own refusals carry an `FST_` code, which the error handler maps. Anything else stays a 500.
 */
function clientErrorOf(error: unknown, meter: PartHeaderMeter): unknown {
  if (meter.isOver) return new AppError('PAYLOAD_TOO_LARGE', HEADER_TOO_LARGE);
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const isReaderError = error.name === 'Error' && !('code' in error);
  return isReaderError ? new AppError('BAD_REQUEST', MALFORMED) : error;
}

/**
 * Reads a whole multipart form: text fields by name and the files of one field, in order. Files of any
 * other field are refused, so a typo does not silently drop an upload. A malformed body answers 400, a
 * part over a limit 413; the limits come from `registerMultipart`.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileField: string; maxFiles: number },
): Promise<MultipartForm> {
  if (!request.routeOptions.config.uploadLimit) {
    throw new Error(`${request.routeOptions.url}: a multipart route must set config.uploadLimit`);
  }
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart form');
  const { meter, stop } = meterPartHeaders(request);
  try {
    return await collectParts(request, meter, options);
  } catch (error) {
    const refused = clientErrorOf(error, meter);
    if (refused !== error) request.log.info({ err: error }, 'multipart body refused');
    throw refused;
  } finally {
    stop();
  }
}

/** Busboy cuts a value over `fieldSize` and ignores `fieldNameSize` in multipart; both are refused here. */
function valueOf(field: MultipartValue): string {
  if (field.fieldname.length > FIELD_NAME_MAX_LENGTH) {
    throw new AppError('BAD_REQUEST', 'A form field name is too long');
  }
  if (field.valueTruncated) {
    const message = `may be at most ${MULTIPART_LIMITS.fieldSize / 1024} KB`;
    throw new AppError('PAYLOAD_TOO_LARGE', `${field.fieldname}: ${message}`, [
      { path: field.fieldname, message },
    ]);
  }
  // The plugin parses a part sent as `application/json`; the contract's fields are all text.
  if (typeof field.value !== 'string') {
    throw new AppError('BAD_REQUEST', `${field.fieldname}: send form fields as plain text`);
  }
  return field.value;
}

async function collectParts(
  request: FastifyRequest,
  meter: PartHeaderMeter,
  { fileField, maxFiles }: { fileField: string; maxFiles: number },
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (meter.isOver) throw new AppError('PAYLOAD_TOO_LARGE', HEADER_TOO_LARGE);
    if (part.type === 'field') {
      fields[part.fieldname] = valueOf(part);
      continue;
    }
    const data = await part.toBuffer();
    if (part.fieldname !== fileField) {
      throw new AppError(
        'BAD_REQUEST',
        `Unexpected file field "${part.fieldname}"; use "${fileField}"`,
      );
    }
    if (data.length === 0) continue;
    if (files.length >= maxFiles) {
      throw new AppError('PAYLOAD_TOO_LARGE', `At most ${maxFiles} file(s) may be uploaded`);
    }
    files.push(data);
  }
  if (meter.isOver) throw new AppError('PAYLOAD_TOO_LARGE', HEADER_TOO_LARGE);
  return { fields, files };
}

/** Validates multipart text fields with a contract schema, answering DESIGN §3's 400 with details. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', `${details[0]?.path}: ${details[0]?.message}`, details);
}
