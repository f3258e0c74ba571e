import { z } from 'zod';
import { UserSchema } from './user-schemas.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** A new code may be sent at most once per this many seconds, per e-mail and purpose. */
export const OTP_RESEND_SECONDS = 60;

// Users type their e-mail in any case and with stray spaces; it is stored trimmed and lowercased.
export const EmailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const NameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Name must be at most 80 characters');

/** Optional phone: digits with the usual separators and an optional leading +; blank means none. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(20, 'Phone number is too long')
  .refine((value) => value === '' || /^\+?[0-9][0-9 ()-]{6,18}[0-9]$/.test(value), {
    message: 'Enter a valid phone number',
  })
  .transform((value) => (value === '' ? null : value));

export const OtpSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, `Enter the ${OTP_LENGTH}-digit code`);

const confirmMatches = <T extends { newPassword: string; confirmPassword: string }>(value: T) =>
  value.newPassword === value.confirmPassword;
const CONFIRM_MISMATCH = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const RegisterSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  phone: PhoneSchema.nullish(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';

/**
 * `currentPassword` is needed only when the e-mail changes (see `isEmailChange`): an open session
 * alone must not move the account to another address, as it cannot change the password.
 */
export const UpdateUserSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema.nullable(),
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  })
  .partial()
  .refine(({ name, email, phone }) => [name, email, phone].some((field) => field !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

/** Whether an update moves the account to another e-mail (both sides already trimmed and lowercased). */
export function isEmailChange(update: { email?: string | undefined }, currentEmail: string) {
  return update.email !== undefined && update.email !== currentEmail;
}

export const UpdatePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: 'Confirm the new password' }),
  })
  .refine(confirmMatches, CONFIRM_MISMATCH);
export type UpdatePasswordInput = z.input<typeof UpdatePasswordSchema>;

export const EmailOnlySchema = z.object({ email: EmailSchema });
export type EmailOnlyInput = z.input<typeof EmailOnlySchema>;

export const OTP_PURPOSES = ['verify-email', 'reset-password'] as const;
export const OtpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

/** resend-otp sends a new e-mail verification code unless `purpose` asks for a reset code. */
export const ResendOtpSchema = z.object({
  email: EmailSchema,
  purpose: OtpPurposeSchema.default('verify-email'),
});
export type ResendOtpInput = z.input<typeof ResendOtpSchema>;

export const VerifyOtpSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyOtpInput = z.input<typeof VerifyOtpSchema>;

export const ResetPasswordSchema = z
  .object({
    email: EmailSchema,
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: 'Confirm the new password' }),
    /** The grant from verify-otp; the httpOnly cookie set there serves when this is absent. */
    resetToken: z.string().min(1).max(200).optional(),
  })
  .refine(confirmMatches, CONFIRM_MISMATCH);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

export const AuthResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
  verifyEmail: z.boolean(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const UpdateUserResponseSchema = AuthResponseSchema.extend({ message: z.string() });
export type UpdateUserResponse = z.infer<typeof UpdateUserResponseSchema>;

export const AvatarResponseSchema = z.object({
  message: z.string(),
  avatar: z.string(),
  user: UserSchema,
});
export type AvatarResponse = z.infer<typeof AvatarResponseSchema>;

export const VerifyEmailResponseSchema = z.object({
  message: z.string(),
  verifyEmail: z.literal(true),
  user: UserSchema,
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const VerifyOtpResponseSchema = z.object({
  message: z.string(),
  resetToken: z.string(),
  /** Seconds the grant stays valid. */
  expiresIn: z.number().int(),
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

/** 429 answers from OTP sends carry the wait so the client can show a cool-down. */
export const RESET_GRANT_TTL_SECONDS = 15 * 60;
