import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it refuses any other signature. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3 HTTP server (s3rver) on 127.0.0.1 with one bucket, its objects in a temporary folder.
 * `env` configures the shop for it; `stop()` takes it down (S3 unreachable), `start()` brings it back
 * on the same port with the same objects; `close()` ends it for good.
 */
export async function startS3Server({ bucket = 'shop-media' }: { bucket?: string } = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { server, port: (await server.run()).port };
  };
  let running: Awaited<ReturnType<typeof serve>> | undefined = await serve(0);
  const port = running.port;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function stop(): Promise<void> {
    await running?.server.close();
    running = undefined;
  }

  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async getObject(key: string): Promise<Buffer> {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async listKeys(prefix = ''): Promise<string[]> {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    stop,
    async start(): Promise<void> {
      running ??= await serve(port);
    },
    async close(): Promise<void> {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
