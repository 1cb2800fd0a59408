import {
  ErrorEnvelopeSchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  ProfileResponseSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  ResetPasswordRequestSchema,
  ResetTokenParamSchema,
  SendOtpRequestSchema,
  SendOtpResponseSchema,
  SessionResponseSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
  VerifyForgotOtpRequestSchema,
  VerifyForgotOtpResponseSchema,
  VerifyOtpRequestSchema,
  VerifyOtpResponseSchema,
  VerifyResetTokenResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import type { AuthService } from './auth-service';
import type { PasswordResetService } from './password-reset-service';
import type { SessionService } from './session-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  502: ErrorEnvelopeSchema,
};
const publicRoute = { access: 'public' as const };
const customerRoute = { access: 'customer' as const };

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionService;
  passwordReset: PasswordResetService;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, sessions, passwordReset },
) => {
  // Every answer here carries tokens or account data: never stored by any cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const tags = ['users'];

  app.post(
    '/users/send-otp',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Send a sign-in code by SMS',
        body: SendOtpRequestSchema,
        response: { 200: SendOtpResponseSchema, ...errors },
      },
    },
    async (request) => auth.sendLoginCode(request.body.phone, request.ip),
  );

  app.post(
    '/users/verify-otp',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Check a sign-in code; with the details a new account needs, sign in',
        body: VerifyOtpRequestSchema,
        response: { 200: VerifyOtpResponseSchema, ...errors },
      },
    },
    async (request) => auth.verifyLoginCode(request.body, request.ip),
  );

  app.post(
    '/users/login',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in with a phone or email and a password',
        body: LoginRequestSchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request) => auth.loginWithPassword(request.body.identifier, request.body.password, request.ip),
  );

  app.post(
    '/users/refresh',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Exchange a refresh token for new tokens (rotated on every use)',
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await sessions.refresh(request.body.token)) }),
  );

  app.post(
    '/users/logout',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "End the caller's session",
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await sessions.end(callerOf(request).sessionId);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.get(
    '/users/profile',
    {
      config: customerRoute,
      schema: { tags, summary: "The caller's account", response: { 200: ProfileResponseSchema, ...errors } },
    },
    async (request) => auth.profile(callerOf(request).user.id),
  );

  app.put(
    '/users/me',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "Update the caller's name and email",
        body: UpdateProfileRequestSchema,
        response: { 200: UpdateProfileResponseSchema, ...errors },
      },
    },
    async (request) => auth.updateProfile(callerOf(request).user.id, request.body),
  );

  app.post(
    '/users/forgot-password',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Send a reset link (email) or code (phone)',
        body: ForgotPasswordRequestSchema,
        response: { 200: ForgotPasswordResponseSchema, ...errors },
      },
    },
    async (request) => passwordReset.forgot(request.body.input, request.ip),
  );

  app.post(
    '/users/verify-forgot-otp',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Exchange a reset code for a reset token',
        body: VerifyForgotOtpRequestSchema,
        response: { 200: VerifyForgotOtpResponseSchema, ...errors },
      },
    },
    async (request) => passwordReset.verifyForgotCode(request.body.phone, request.body.otp, request.ip),
  );

  app.get(
    '/users/verify-reset-token/:token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Whether a reset token can still be used',
        params: ResetTokenParamSchema,
        response: { 200: VerifyResetTokenResponseSchema, ...errors },
      },
    },
    async (request) => passwordReset.isValid(request.params.token),
  );

  app.post(
    '/users/reset-password',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Set a new password with a reset token; signs out everywhere',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => passwordReset.reset(request.body.token, request.body.newPassword),
  );
};
