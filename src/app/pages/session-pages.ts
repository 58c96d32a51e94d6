// The session pages other than login, in one chunk of their own (see ./login.ts).
export {
  ForgotPasswordPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
  SetPasswordPage,
  VerifyEmailLinkPage,
  VerifyEmailPage,
} from '@/shared/session'
