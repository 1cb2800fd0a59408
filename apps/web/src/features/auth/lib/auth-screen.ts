export type AuthScreen = 'login' | 'forgotPassword' | 'verifyForgotOtp' | 'resetPassword';

/** The auth wrapper picks the screen by what the path contains; login by default. */
export function authScreenFor(pathname: string): AuthScreen {
  if (pathname.includes('verify-forgot-otp')) return 'verifyForgotOtp';
  if (pathname.includes('forgot-password')) return 'forgotPassword';
  if (pathname.includes('reset-password')) return 'resetPassword';
  return 'login';
}

export const AUTH_SCREENS: Record<AuthScreen, { heading: string; intro: string }> = {
  login: { heading: 'Sign in', intro: 'Welcome back. Sign in to check out faster and follow your orders.' },
  forgotPassword: {
    heading: 'Forgot password',
    intro: 'Enter the email or phone number of your account and we will help you set a new password.',
  },
  verifyForgotOtp: { heading: 'Verify OTP', intro: 'Enter the 6-digit code we sent to your phone.' },
  resetPassword: { heading: 'Reset password', intro: 'Choose a new password for your account.' },
};
