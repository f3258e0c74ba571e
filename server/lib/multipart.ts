import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';

export type MultipartForm = { fields: Record<string, string>; files: Buffer[] };

/**
 * Reads a whole multipart form: text fields by name and the files of one field, in order. Files of any
 * other field are refused, so a typo does not silently drop an upload. Size limits come from the
 * multipart plugin's registration (a file over the limit answers 413).
 */
export async function readMultipart(
  request: FastifyRequest,
  { fileField, maxFiles }: { fileField: string; maxFiles: number },
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart form');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
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
