export {
  CURRENT_USER_INCLUDES,
  currentUserQuery,
  fetchCurrentUser,
  sessionKeys,
} from './current-user-query'
export type { CurrentUser, HttpClient } from './current-user-query'
export {
  MAINTENANCE_PATH,
  isMaintenanceError,
  maintenanceRedirect,
  sessionStateFrom,
} from './session-state'
export type { SessionState, SessionStatus } from './session-state'
export { useCurrentUser } from './use-current-user'
export type { CurrentUserState } from './use-current-user'
export {
  forgotPassword,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  setPassword,
  updatePassword,
} from './auth-api'
export type {
  LoginOptions,
  Message,
  RegisterInput,
  ResetPasswordInput,
  SetPasswordInput,
  UpdatePasswordInput,
} from './auth-api'
export { safeRedirect } from './safe-redirect'
export { ADMIN_HOME, INVESTOR_HOME, postLoginDestination } from './post-login'
export { findPostLoginDestination } from './find-destination'
export { acceptTerms, needsTerms } from './terms'
export {
  useAcceptTerms,
  useForgotPassword,
  useLogin,
  useLogout,
  useRegister,
  useResendVerification,
  useResetPassword,
  useSetPassword,
  useUpdatePassword,
} from './use-session-mutations'
