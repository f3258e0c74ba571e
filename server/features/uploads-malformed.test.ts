import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '#contract/errors.ts';
import { createCategory, createProduct, testImage } from '../test/catalog-factories.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { useShopper, useTestApp } from '../test/use-test-app.ts';

const shop = useTestApp();
const manager = useShopper(shop, { role: 'MANAGER' });
let png: Buffer;
const ids = { category: '', collection: '', product: '' };
beforeAll(async () => {
  const { db } = shop.database;
  png = await testImage(64, 64);
  ids.category = (await createCategory(db, 'category')).id;
  ids.collection = (await createCategory(db, 'collection')).id;
  ids.product = (
    await createProduct(db, { categoryId: ids.category, collectionId: ids.collection })
  ).id;
});

/** A fresh customer per call, so the avatar limit of one account never decides these answers. */
const customerToken = async () => login(shop.app, (await createUser(shop.database.db)).email);
const staffToken = async () => manager.token;

const route = (name: string, file: string, url: () => string, token = staffToken) => ({
  name,
  method: name.split(' ')[0] as 'POST' | 'PUT',
  url,
  file,
  token,
});
const ROUTES = [
  route('PUT /api/user/upload-avatar', 'avatar', () => '/api/user/upload-avatar', customerToken),
  route('POST /api/photo/upload', 'photo', () => '/api/photo/upload'),
  route('POST /api/product/new', 'images', () => '/api/product/new'),
  route('PUT /api/product/update/:id', 'images', () => `/api/product/update/${ids.product}`),
  route('POST /api/category/add', 'image', () => '/api/category/add'),
  route('PUT /api/category/update/:id', 'image', () => `/api/category/update/${ids.category}`),
  route('POST /api/jewellery/add', 'image', () => '/api/jewellery/add'),
  route('PUT /api/jewellery/update/:id', 'image', () => `/api/jewellery/update/${ids.collection}`),
];

const BOUNDARY = '----kanak-raw-boundary';
const CRLF = '\r\n';
const fieldPart = (boundary: string, name: string, value: string) =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
const fileHead = (boundary: string, field: string, extraHeaders = '') =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="${field}"; filename="ring.png"${CRLF}` +
  `${extraHeaders}Content-Type: image/png${CRLF}${CRLF}`;

/** A well-formed form with one text field and one image, written out by hand. */
const wellFormed = (field: string, boundary = BOUNDARY) =>
  Buffer.concat([
    Buffer.from(fieldPart(boundary, 'name', 'Temple Rings') + fileHead(boundary, field)),
    png,
    Buffer.from(`${CRLF}--${boundary}--${CRLF}`),
  ]);

const MALFORMED: {
  name: string;
  contentType: string;
  body: (field: string) => Buffer;
}[] = [
  {
    name: 'a body with no closing boundary',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: (field) => {
      const full = wellFormed(field);
      return full.subarray(0, full.length - `--${BOUNDARY}--${CRLF}`.length);
    },
  },
  {
    name: 'a body that uses another boundary than the header names',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: (field) => wellFormed(field, '----some-other-boundary'),
  },
  {
    name: 'a multipart/form-data type without a boundary parameter',
    contentType: 'multipart/form-data',
    body: (field) => wellFormed(field),
  },
  {
    name: 'a body truncated in the middle of the file part',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: (field) => {
      const head = fieldPart(BOUNDARY, 'name', 'Temple Rings') + fileHead(BOUNDARY, field);
      return Buffer.concat([Buffer.from(head), png.subarray(0, png.length / 2)]);
    },
  },
  {
    name: 'a body truncated inside a part header',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: (field) =>
      Buffer.from(
        fieldPart(BOUNDARY, 'name', 'Temple Rings') +
          `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${field}"; filen`,
      ),
  },
];

const send = async (route: (typeof ROUTES)[number], contentType: string, payload: Buffer) =>
  shop.app.inject({
    method: route.method,
    url: route.url(),
    headers: { ...bearer(await route.token()), 'content-type': contentType },
    payload,
  });

const storedUploads = async () =>
  readdir(path.join(shop.config.dataDir, 'uploads'), { recursive: true }).catch(
    () => [] as string[],
  );

describe.each(ROUTES)('$name', (route) => {
  it.each(MALFORMED)(
    'when sent $name, answers 400 BAD_REQUEST with the error model and stores nothing',
    async ({ contentType, body }) => {
      const response = await send(route, contentType, body(route.file));
      expect(response.statusCode).toBe(400);
      const error = ApiErrorSchema.strict().parse(response.json());
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).not.toMatch(/\bat .+:\d+|busboy|dicer/i);
      expect(await storedUploads()).toEqual([]);
    },
  );

  it.each([
    {
      name: 'a text field of 70 KB',
      part: fieldPart(BOUNDARY, 'description', 'd'.repeat(70 * 1024)),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'a field name of 200 characters',
      part: fieldPart(BOUNDARY, 'n'.repeat(200), 'Temple Rings'),
      status: 400,
      code: 'BAD_REQUEST',
    },
    {
      name: 'a field declared as JSON holding an object',
      part:
        `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="name"${CRLF}` +
        `Content-Type: application/json${CRLF}${CRLF}{"first":"Temple"}${CRLF}`,
      status: 400,
      code: 'BAD_REQUEST',
    },
    {
      name: 'a field declared as JSON that is not JSON',
      part:
        `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="name"${CRLF}` +
        `Content-Type: application/json${CRLF}${CRLF}{not json${CRLF}`,
      status: 400,
      code: 'BAD_REQUEST',
    },
  ])('when sent $name, answers $status $code instead of cutting it', async (bad) => {
    const payload = Buffer.from(`${bad.part}--${BOUNDARY}--${CRLF}`);
    const response = await send(route, `multipart/form-data; boundary=${BOUNDARY}`, payload);
    expect(response.statusCode).toBe(bad.status);
    expect(ApiErrorSchema.strict().parse(response.json()).code).toBe(bad.code);
    expect(await storedUploads()).toEqual([]);
  });

  it('when the file is over 5 MB, still answers 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = Buffer.concat([
      Buffer.from(fileHead(BOUNDARY, route.file)),
      Buffer.alloc(5 * 1024 * 1024 + 1, 7),
      Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`),
    ]);
    const response = await send(route, `multipart/form-data; boundary=${BOUNDARY}`, payload);
    expect(response.statusCode).toBe(413);
    expect(ApiErrorSchema.strict().parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when a part header is 100 KB long, answers 413 PAYLOAD_TOO_LARGE and stores nothing', async () => {
    const padding = `X-Padding: ${'a'.repeat(1000)}${CRLF}`.repeat(100);
    const payload = Buffer.concat([
      Buffer.from(
        fieldPart(BOUNDARY, 'name', 'Temple Rings') + fileHead(BOUNDARY, route.file, padding),
      ),
      png,
      Buffer.from(`${CRLF}--${BOUNDARY}--${CRLF}`),
    ]);
    const response = await send(route, `multipart/form-data; boundary=${BOUNDARY}`, payload);
    expect(response.statusCode).toBe(413);
    expect(ApiErrorSchema.strict().parse(response.json())).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/header/i),
    });
    expect(await storedUploads()).toEqual([]);
  });
});
