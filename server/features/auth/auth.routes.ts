import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#contract/errors.ts';
import {
  AuthResponseSchema,
  EmailOnlySchema,
  LoginSchema,
  MessageSchema,
  RegisterSchema,
  RESET_GRANT_TTL_SECONDS,
  ResendOtpSchema,
  ResetPasswordSchema,
  VerifyEmailResponseSchema,
  VerifyOtpResponseSchema,
  VerifyOtpSchema,
} from '#contract/auth.ts';
import { isTrustedOrigin } from '../../lib/same-origin.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import {
  type AuthGuards,
  authOf,
  TESTIMONIAL_SESSION_COOKIE,
  TESTIMONIAL_SESSION_COOKIE_PATH,
} from '../../lib/auth-guards.ts';
import type { CodesService } from './codes.service.ts';

const RESET_COOKIE = 'reset_grant';
const RESET_COOKIE_PATH = '/api/user/reset-password';

type Options = {
  auth: AuthService;
  codes: CodesService;
  guards: AuthGuards;
  publicUrl: string;
  corsOrigins: string[];
  tokenTtlSeconds: number;
};

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const tags = ['auth'];
const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema };

/** SPEC §7's sign-up, sign-in, e-mail verification and password reset calls under /api/user. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, codes, guards } = options;
  const isSecure = options.publicUrl.startsWith('https://');
  const rememberLogin = (reply: FastifyReply, token: string) =>
    reply.setCookie(TESTIMONIAL_SESSION_COOKIE, token, {
      path: TESTIMONIAL_SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
      maxAge: options.tokenTtlSeconds,
    });

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary:
          'Create a customer account; a 6-digit code is e-mailed to verify the address. Signs in like login, `kj_session` cookie included',
        body: RegisterSchema,
        response: { 201: AuthResponseSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, clientOf(request));
      return rememberLogin(reply, result.token).status(201).send(result);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary:
          'Sign in; the same 401 answers an unknown e-mail and a wrong password. Also sets the httpOnly `kj_session` cookie, read only by POST /api/testimonials. ' +
          'At most 10 tries per account from one client in 15 minutes (then 429 with Retry-After); past 10 failures on the account, or 50 from the client, answers wait up to 4 s, never refused',
        body: LoginSchema,
        response: { 200: AuthResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, clientOf(request));
      rememberLogin(reply, result.token);
      return result;
    },
  );

  app.get(
    '/logout',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'End this login (and clear the `kj_session` cookie)',
        response: { 200: MessageSchema },
      },
    },
    async (request, reply) => {
      void reply.clearCookie(TESTIMONIAL_SESSION_COOKIE, { path: TESTIMONIAL_SESSION_COOKIE_PATH });
      return auth.logout(authOf(request).sessionId);
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary:
          'Verify the e-mail address with the code sent at sign-up or an e-mail change (5 tries, 10 minutes). ' +
          'Ends every session of the account except the caller’s own: send the bearer token of the account ' +
          'being verified to stay signed in (the token is optional)',
        security: [{}, { bearerAuth: [] }],
        body: VerifyOtpSchema,
        response: { 200: VerifyEmailResponseSchema, ...errors },
      },
    },
    async (request) =>
      codes.verifyEmail(request.body, clientOf(request), await guards.identify(request)),
  );

  app.post(
    '/resend-otp',
    {
      schema: {
        tags,
        summary:
          'Send a new code (purpose verify-email by default, or reset-password); at most one a minute. ' +
          'Answers the same whether or not the e-mail has an account.',
        body: ResendOtpSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (request) => codes.sendCode(request.body, clientOf(request)),
  );

  app.put(
    '/forgot-password',
    {
      schema: {
        tags,
        summary:
          'E-mail a password reset code; answers the same whether or not the e-mail has an account',
        body: EmailOnlySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    (request) =>
      codes.sendCode({ email: request.body.email, purpose: 'reset-password' }, clientOf(request)),
  );

  app.put(
    '/verify-otp',
    {
      schema: {
        tags,
        summary:
          'Check a reset code; grants a 15-minute reset as `resetToken` and as an httpOnly cookie. ' +
          '5 tries per code, 20 wrong codes per account a day, 10 tries per account from one client in 15 minutes (429 beyond)',
        body: VerifyOtpSchema,
        response: { 200: VerifyOtpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await codes.verifyResetCode(request.body, clientOf(request));
      void reply.setCookie(RESET_COOKIE, result.resetToken, {
        path: RESET_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure,
        maxAge: RESET_GRANT_TTL_SECONDS,
      });
      return result;
    },
  );

  app.put(
    '/reset-password',
    {
      schema: {
        tags,
        summary:
          'Set a new password with the grant from verify-otp (`resetToken` or its cookie); ends every session',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fromCookie = isTrustedOrigin(request, options)
        ? request.cookies[RESET_COOKIE]
        : undefined;
      const result = await codes.resetPassword(request.body, request.body.resetToken ?? fromCookie);
      void reply.clearCookie(RESET_COOKIE, { path: RESET_COOKIE_PATH });
      return result;
    },
  );
};
