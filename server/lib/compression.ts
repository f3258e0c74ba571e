import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * How the shop compresses what it sends: @fastify/compress for every answer (wiring/server.ts),
 * and the same encodings and settings where the shop compresses itself, so that what it keeps is
 * compressed once rather than for every visitor: pages (spa.ts) and kept catalogue answers
 * (response-cache.ts).
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli's quality 4: near gzip's speed for a smaller body (its default, 11, is for static files). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encoding a request accepts that the shop prefers, as @fastify/compress chooses it (the same
 * negotiator, `*` and `x-gzip` read as gzip); none for `identity`, none asked, or `x-no-compression`.
 */
export function encodingFor(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  const accepted = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const chosen = negotiate(accepted, [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}
