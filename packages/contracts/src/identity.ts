import { z } from 'zod';
import { OTP_MESSAGE, PASSWORD_MIN_LENGTH, PHONE_MESSAGE, toE164 } from './sign-in-rules';

export {
  INDIAN_MOBILE,
  isPlaceholderEmail,
  OTP_LENGTH,
  OTP_MESSAGE,
  OTP_RESEND_SECONDS,
  PASSWORD_MIN_LENGTH,
  PHONE_MESSAGE,
  toE164,
} from './sign-in-rules';

export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .max(20, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = toE164(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

export const OtpSchema = z.string({ error: OTP_MESSAGE }).regex(/^\d{6}$/, OTP_MESSAGE);

export const EmailSchema = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email'))
  .transform((email) => email.toLowerCase());

export const NameSchema = z
  .string({ error: 'Please enter your name' })
  .trim()
  .min(1, 'Please enter your name')
  .max(100, 'Name is too long (100 characters at most)');

export const NewPasswordSchema = z
  .string({ error: 'Please enter a new password' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long (200 characters at most)');

export const USER_ROLES = ['customer', 'admin'] as const;

export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SendOtpRequestSchema = z.object({ phone: PhoneSchema });
export const SendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** seconds until another code may be sent to this phone */
  resendAfter: z.number().int(),
});

export const VerifyOtpRequestSchema = z.object({
  phone: PhoneSchema,
  otp: OtpSchema,
  name: NameSchema.optional(),
  finalEmail: EmailSchema.optional(),
});
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequestSchema>;

/**
 * Without details (a new phone, or an account missing its name or email) the code is checked but not
 * spent and no session is made: `needsDetails` is true, tokens are null, and the same code is sent again
 * with `name` and `finalEmail`. So one code makes at most one session.
 */
export const VerifyOtpResponseSchema = z.object({
  success: z.literal(true),
  needsDetails: z.boolean(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  user: UserSchema.nullable(),
  /** what the details step should start with (the account's current name and a real email) */
  prefill: z.object({ name: z.string(), email: z.string() }).optional(),
  message: z.string(),
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

export const SessionResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  refreshToken: z.string(),
  user: UserSchema,
  message: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const RefreshRequestSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});
export const RefreshResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  refreshToken: z.string(),
});

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const ProfileResponseSchema = z.object({ success: z.literal(true), user: UserSchema });
export const UpdateProfileRequestSchema = z.object({ name: NameSchema, email: EmailSchema });
export const UpdateProfileResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  message: z.string(),
});

export const LoginRequestSchema = z.object({
  identifier: z
    .string({ error: 'Please enter your phone number or email' })
    .trim()
    .min(1, 'Please enter your phone number or email')
    .max(254, 'Phone number or email is too long'),
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(200, 'Password is too long (200 characters at most)'),
});

export const ForgotPasswordRequestSchema = z.object({
  input: z
    .string({ error: 'Please enter your email or phone number' })
    .trim()
    .min(1, 'Please enter your email or phone number')
    .max(254, 'Email or phone number is too long')
    .refine((value) => toE164(value) !== null || z.email().safeParse(value).success, {
      message: 'Please enter a valid email or 10-digit phone number',
    }),
});
export const ForgotPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  method: z.enum(['email', 'phone']),
  /** the phone in E.164 when the method is phone (the OTP page needs it) */
  phone: z.string().optional(),
});

export const VerifyForgotOtpRequestSchema = z.object({ phone: PhoneSchema, otp: OtpSchema });
export const VerifyForgotOtpResponseSchema = z.object({
  success: z.literal(true),
  resetToken: z.string(),
  message: z.string(),
});

export const ResetTokenParamSchema = z.object({
  token: z.string().min(1, 'token is required').max(200, 'token is too long'),
});
export const VerifyResetTokenResponseSchema = z.object({ success: z.literal(true), valid: z.boolean() });
export const ResetPasswordRequestSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
  newPassword: NewPasswordSchema,
});

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
/** The outbox answers for one recipient only: listing everyone's codes would let anyone sign in as anyone. */
export const OutboxQuerySchema = z.object({
  to: z
    .string({ error: 'to is required: the phone or email whose messages to show' })
    .trim()
    .min(1, 'to is required: the phone or email whose messages to show')
    .max(254, 'to is too long'),
});
export const OutboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(OutboxMessageSchema),
});
