import type { FastifyRequest } from 'fastify';
import { TOKEN_EXPIRED_MESSAGE } from '#contract/errors.ts';
import { isStaffRole, type Role, type User } from '#contract/user.ts';
import { AppError } from './errors.ts';
import { type RouteAccess, withAccess } from './route-access.ts';

/** The signed-in caller of a request: the session its token names and that session's user. */
export type AuthContext = { sessionId: string; token: string; user: User };

/** A login session as the guards need it, with its user's current role and status. */
export type SessionOfUser = { expiresAt: Date; endedAt: Date | null; user: User };

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    /** Set by the staff guards: this request used a staff power, so its writes are audited. */
    staffAction?: boolean;
  }
}

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact the shop.';

/**
 * SPEC §6: the testimonial form sends no auth header, yet a signed-in buyer's testimonial is marked
 * as a verified buyer's. Sign-in therefore also leaves the login in an httpOnly cookie that the
 * browser sends to the testimonial route only (DESIGN §5: scoped to the path that reads it); the
 * route trusts it only for a same-origin request, and only to recognise the customer.
 */
export const TESTIMONIAL_SESSION_COOKIE = 'kj_session';
export const TESTIMONIAL_SESSION_COOKIE_PATH = '/api/testimonials';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Guards for routes. Role and status come from the database on every request (DESIGN §5), so logout,
 * blocking and role changes act on the very next call. `verifyToken` throws for a forged or expired
 * token; `findSession` is the one indexed lookup per request.
 */
export function createAuthGuards({
  verifyToken,
  findSession,
}: {
  verifyToken: (token: string) => Promise<{ sessionId: string }>;
  findSession: (sessionId: string) => Promise<SessionOfUser | undefined>;
}) {
  async function resolve(
    request: FastifyRequest,
    token = bearerToken(request),
  ): Promise<AuthContext> {
    if (request.auth) return request.auth;
    if (!token) throw new AppError('UNAUTHORIZED', 'Please login to continue');
    const { sessionId } = await verifyToken(token);
    const session = await findSession(sessionId);
    if (!session) throw new AppError('UNAUTHORIZED', 'Invalid token, please login again');
    // A session ended by logout or a password change is as good as expired for the client.
    if (session.endedAt || session.expiresAt.getTime() <= Date.now()) {
      throw new AppError('TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);
    }
    if (session.user.status === 'blocked') throw new AppError('FORBIDDEN', BLOCKED_MESSAGE);
    request.auth = { sessionId, token, user: session.user };
    return request.auth;
  }

  const requireRole = (allowed: (role: Role) => boolean, access: RouteAccess) =>
    withAccess(async (request: FastifyRequest) => {
      const auth = await resolve(request);
      if (!allowed(auth.user.role)) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this');
      }
      request.staffAction = true;
    }, access);

  return {
    /** For public routes that show staff more (inactive products): a bad or missing token is just anonymous. */
    identify: async (request: FastifyRequest): Promise<AuthContext | undefined> =>
      bearerToken(request) ? resolve(request).catch(() => undefined) : undefined,
    /** As `identify`, falling back to the testimonial cookie; the caller checks the origin first. */
    identifyWithCookie: async (request: FastifyRequest): Promise<AuthContext | undefined> => {
      const token = bearerToken(request) ?? request.cookies[TESTIMONIAL_SESSION_COOKIE];
      return token ? resolve(request, token).catch(() => undefined) : undefined;
    },
    requireUser: withAccess(async (request: FastifyRequest) => {
      await resolve(request);
    }, 'user'),
    requireStaff: requireRole(isStaffRole, 'staff'),
    requireAdmin: requireRole((role) => role === 'ADMIN', 'admin'),
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The signed-in context inside a guarded handler. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please login to continue');
  return request.auth;
}
