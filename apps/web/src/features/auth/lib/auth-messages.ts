import type * as contracts from '@svarna/contracts';
import { serverMessage } from '../../../lib/http-client';

/*
 * The contract's limits and messages, repeated as values: importing values from '@svarna/contracts' would
 * pull zod into these pages. The annotations keep each one equal to the contract's.
 */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH: typeof contracts.OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS: typeof contracts.OTP_RESEND_SECONDS = 30;
export const PASSWORD_MIN_LENGTH: typeof contracts.PASSWORD_MIN_LENGTH = 8;
export const PHONE_MESSAGE: typeof contracts.PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const OTP_MESSAGE: typeof contracts.OTP_MESSAGE = 'Please enter the 6-digit OTP';

export const DETAILS_MESSAGE = 'Please enter your name and a valid email';
export const DETAILS_FAILED = 'Failed to complete profile';
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const INVALID_RESET_LINK = 'Invalid or expired reset link. Please request a new one.';
export const RESET_LINK_CHECK_FAILED = 'Error verifying reset link. Please try again.';
export const IDENTIFIER_REQUIRED = 'Please enter your phone number or email';
export const PASSWORD_REQUIRED = 'Please enter your password';
export const FORGOT_INPUT_REQUIRED = 'Please enter your email or phone number';

/** Where the sign-in steps are shown: the login page and checkout word a few things differently. */
export type SignInVariant = 'page' | 'checkout';

export const SIGN_IN_COPY = {
  page: {
    sendFailed: 'Failed to send OTP. Please try again.',
    verifyFailed: 'OTP verification failed. Please try again.',
    otpInvalid: OTP_MESSAGE,
    changeNumber: 'Change number',
  },
  checkout: {
    sendFailed: 'Failed to send OTP',
    verifyFailed: 'OTP verification failed',
    otpInvalid: 'Please enter a valid 6-digit OTP',
    changeNumber: 'Change phone number',
  },
} as const satisfies Record<SignInVariant, Record<string, string>>;

/** The server's message when it sent one, else the screen's own fallback. */
export const errorText = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback;
