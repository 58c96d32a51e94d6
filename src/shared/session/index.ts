export { AuthLayout } from './layout/auth-layout'
export type { AuthLayoutProps } from './layout/auth-layout'
export { LoginPage } from './pages/login-page'
export { RegisterPage } from './pages/register-page'
export { ForgotPasswordPage } from './pages/forgot-password-page'
export { ResetPasswordPage } from './pages/reset-password-page'
export { SetPasswordPage } from './pages/set-password-page'
export { VerifyEmailNotice } from './pages/verify-email-notice'
export type { VerifyEmailNoticeProps } from './pages/verify-email-notice'
export { VerifyEmailPage } from './pages/verify-email-page'
export { VerifyEmailLinkPage } from './pages/verify-email-link-page'
export { LogoutPage } from './pages/logout-page'
export { PasswordField } from './components/password-field'
export type { PasswordFieldProps } from './components/password-field'
export { NewPasswordFields } from './forms/new-password-fields'
// A small form's values wired to its submission's field errors (the profile's forms too).
export { useFields } from './forms/use-fields'
export {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  SET_PASSWORD_PATH,
  VERIFY_EMAIL_LINK_PATH,
  VERIFY_EMAIL_PATH,
} from './paths'
