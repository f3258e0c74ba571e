import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { AppError } from '../../lib/errors.ts';

const ALGORITHM = 'HS256';

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);

  function sign(sessionId: string, userId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  }

  /** The session id a token carries; the algorithm is pinned, so `alg: none` or RS256 tricks fail. */
  async function verify(token: string): Promise<{ sessionId: string; userId: string }> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string')
        throw new Error('claims');
      return { sessionId: payload.sid, userId: payload.sub };
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new AppError('TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);
      throw new AppError('UNAUTHORIZED', 'Invalid token, please login again');
    }
  }

  /** Keyed hash for one-time codes: a leaked table does not give codes away by brute force. */
  function hashCode(...parts: string[]): string {
    return createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');
  }

  return { sign, verify, hashCode };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const randomToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
