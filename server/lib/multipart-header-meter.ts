const HEADER_END = Buffer.from('\r\n\r\n');
const DASH = 0x2d;

export type PartHeaderMeter = { push(chunk: Buffer): void; readonly isOver: boolean };

/** The boundary of a `multipart/form-data` content type, as busboy reads it; undefined if none. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Busboy cuts a part header longer than its `headerSize` without telling anyone and carries on, so
 * a form with a 100 KB part header would be accepted. This meter reads the same bytes beside busboy
 * and notes when the header block after any boundary (the rest of the boundary line, then the
 * header lines up to the blank line) is longer than `maxBytes`. It keeps at most a boundary's worth
 * of bytes, whatever the body's size.
 */
export function createPartHeaderMeter(boundary: string, maxBytes: number): PartHeaderMeter {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary may open the body without a line break before it.
  let carry = Buffer.from('\r\n');
  let inHeader = false;
  let isAtBoundaryEnd = false;
  let headerBytes = 0;
  let isOver = false;
  let isClosed = false;

  /** Reads on from a boundary: answers the bytes after its header block, or undefined for more. */
  function skipHeader(data: Buffer): Buffer | undefined {
    if (isAtBoundaryEnd) {
      if (data.length < 2) return undefined;
      isAtBoundaryEnd = false;
      // `--boundary--` closes the form; what follows is the epilogue.
      if (data[0] === DASH && data[1] === DASH) {
        isClosed = true;
        return data;
      }
    }
    const end = data.indexOf(HEADER_END);
    if (end === -1) return undefined;
    if (headerBytes + end > maxBytes) isOver = true;
    inHeader = false;
    headerBytes = 0;
    return data.subarray(end + HEADER_END.length);
  }

  /** Keeps the tail that a match may still start in; copied, so a large chunk is not retained. */
  function keepTail(data: Buffer, length: number): void {
    carry = Buffer.from(data.subarray(data.length - Math.min(length, data.length)));
  }

  function push(chunk: Buffer): void {
    let data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    carry = Buffer.alloc(0);
    while (!isOver && !isClosed) {
      if (inHeader) {
        const rest = skipHeader(data);
        if (rest !== undefined) {
          data = rest;
          continue;
        }
        const keep = isAtBoundaryEnd ? data.length : HEADER_END.length - 1;
        headerBytes += Math.max(0, data.length - keep);
        if (headerBytes > maxBytes) isOver = true;
        keepTail(data, keep);
        return;
      }
      const at = data.indexOf(delimiter);
      if (at === -1) {
        keepTail(data, delimiter.length - 1);
        return;
      }
      data = data.subarray(at + delimiter.length);
      inHeader = true;
      isAtBoundaryEnd = true;
    }
  }

  return {
    push,
    get isOver() {
      return isOver;
    },
  };
}
