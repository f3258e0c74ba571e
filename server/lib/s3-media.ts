import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { contentTypeOf, MediaStoreError, type MediaStore } from './media-store.ts';

export type S3Settings = NonNullable<Config['s3']>;
export type MediaLog = { warn(details: object, message: string): void };

const UNAVAILABLE = 'Media storage is unavailable; please try again';
// DeleteObjects takes at most 1,000 keys per call.
const DELETE_BATCH = 1000;

type S3Failure = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as S3Failure).name ?? '');

/** Why the bucket cannot be used, naming the variable to fix. */
function describeCheckFailure(error: unknown, { bucket, endpoint, region }: S3Settings): string {
  const where = endpoint ?? `AWS S3 (${region})`;
  const status = statusOf(error);
  if (status === 404) return `S3_BUCKET "${bucket}" does not exist at ${where}`;
  if (status === 401 || status === 403) {
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY may not use S3_BUCKET "${bucket}" at ${where}`;
  }
  if ((error as S3Failure).name === 'CredentialsProviderError') {
    return 'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY are unset and no other AWS credentials were found';
  }
  const reason = error instanceof Error ? error.message || error.name : String(error);
  if (status === undefined) return `Cannot reach S3_ENDPOINT ${where}: ${reason}`;
  return `S3_BUCKET "${bucket}" at ${where} answered ${status}: ${reason}`;
}

/**
 * Media in an S3-compatible bucket. Bodies are sent as Buffers with their length, and checksums only
 * where the API requires them: streamed aws-chunked uploads end up inside the object on some
 * S3-compatible servers (STACK-NOTES). Any failure of a request answers 503.
 */
export function createS3MediaStore(settings: S3Settings, log?: MediaLog): MediaStore {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 3000,
      requestTimeout: 20_000,
      throwOnRequestTimeout: true,
    },
  });

  function unavailable(error: unknown, action: string): AppError {
    log?.warn({ err: error, bucket }, `media storage: ${action} failed`);
    return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE);
  }

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error, 'head');
    }
  }

  return {
    location: `s3://${bucket}`,
    async put(key, data, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
            // Names are never reused, so a CDN or public bucket in front may keep a copy for good.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw unavailable(error, 'put');
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          // By name, as on disk: whatever else reaches the bucket is never served as a page.
          contentType: contentTypeOf(key),
          etag: object.ETag ?? `"${key}"`,
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable(error, 'get');
      }
    },
    async sizeOf(key) {
      return (await head(key))?.ContentLength ?? null;
    },
    async delete(keys) {
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const Objects = keys.slice(at, at + DELETE_BATCH).map((Key) => ({ Key }));
        let failed: unknown;
        try {
          const answer = await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
          );
          failed = answer.Errors?.[0];
        } catch (error) {
          failed = error;
        }
        if (failed) throw unavailable(failed, 'delete');
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new MediaStoreError(describeCheckFailure(error, settings), { cause: error });
      }
    },
    close() {
      client.destroy();
    },
  };
}
