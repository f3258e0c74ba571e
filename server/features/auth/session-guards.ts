import { createAuthGuards } from '../../lib/auth-guards.ts';
import { toUser } from '../users/users.service.ts';
import type { SessionsRepo } from './sessions.repo.ts';
import type { TokenSigner } from './tokens.ts';

/** The route guards over this shop's logins: a signed token naming a session row and its user. */
export function createSessionGuards({
  signer,
  sessions,
}: {
  signer: TokenSigner;
  sessions: SessionsRepo;
}) {
  return createAuthGuards({
    verifyToken: (token) => signer.verify(token),
    findSession: async (sessionId) => {
      const row = await sessions.findWithUser(sessionId);
      return row && { expiresAt: row.expiresAt, endedAt: row.endedAt, user: toUser(row.user) };
    },
  });
}
