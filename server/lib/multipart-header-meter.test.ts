import { describe, expect, it } from 'vitest';
import { boundaryOf, createPartHeaderMeter } from './multipart-header-meter.ts';

const BOUNDARY = 'xYz-123';
const MAX = 200;
const disposition = 'Content-Disposition: form-data; name="photo"; filename="a.png"';

/** A form whose second part's header block (from the boundary's end to the blank line) has `size` bytes. */
function form(size: number, { preamble = '', epilogue = '', data = 'PNG-DATA' } = {}) {
  const lines = `${disposition}\r\nX-Pad: `;
  const block = `\r\n${lines}${'p'.repeat(size - 2 - lines.length)}`;
  return Buffer.from(
    `${preamble}--${BOUNDARY}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhi\r\n` +
      `--${BOUNDARY}${block}\r\n\r\n${data}\r\n--${BOUNDARY}--\r\n${epilogue}`,
  );
}

function measure(body: Buffer, chunkSize: number) {
  const meter = createPartHeaderMeter(BOUNDARY, MAX);
  for (let at = 0; at < body.length; at += chunkSize) {
    meter.push(body.subarray(at, at + chunkSize));
  }
  return meter.isOver;
}

const CHUNK_SIZES = [1, 2, 3, 7, 64, 100_000];

describe('createPartHeaderMeter', () => {
  it.each(CHUNK_SIZES)(
    'when a header block is exactly the cap (chunks of %i bytes), does not flag the form',
    (chunkSize) => {
      expect(measure(form(MAX), chunkSize)).toBe(false);
    },
  );

  it.each(CHUNK_SIZES)(
    'when a header block is one byte over the cap (chunks of %i bytes), flags the form',
    (chunkSize) => {
      expect(measure(form(MAX + 1), chunkSize)).toBe(true);
    },
  );

  it.each(CHUNK_SIZES)(
    'when a header block never ends (chunks of %i bytes), flags the form once past the cap',
    (chunkSize) => {
      const body = Buffer.from(`--${BOUNDARY}\r\n${disposition}\r\nX-Pad: ${'p'.repeat(MAX)}`);
      expect(measure(body, chunkSize)).toBe(true);
    },
  );

  it.each(CHUNK_SIZES)(
    'when long runs sit in the preamble, the file data or the epilogue (chunks of %i bytes), does not flag the form',
    (chunkSize) => {
      const long = 'q'.repeat(MAX * 5);
      expect(
        measure(form(MAX - 50, { preamble: long, data: long, epilogue: long }), chunkSize),
      ).toBe(false);
    },
  );

  it('when the body uses another boundary, sees no header at all', () => {
    const meter = createPartHeaderMeter('other', MAX);
    meter.push(form(MAX * 3));
    expect(meter.isOver).toBe(false);
  });
});

describe('boundaryOf', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; charset=utf-8; BOUNDARY="a b;c"', 'a b;c'],
    ['multipart/form-data;boundary=----x', '----x'],
    ['multipart/form-data', undefined],
    [undefined, undefined],
  ])('when the content type is %j, answers %j', (contentType, boundary) => {
    expect(boundaryOf(contentType)).toBe(boundary);
  });
});
