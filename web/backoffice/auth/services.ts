/**
 * The Authenticator's calls to Cognito, wrapped so that
 * - sign-in uses USER_PASSWORD_AUTH (the local Cognito emulator has no SRP; the app client of the
 *   deployed pool allows the flow too),
 * - every failure reaches the screen as a German text chosen by the error's name, never Cognito's
 *   English message.
 */
import { confirmResetPassword, confirmSignIn, resetPassword, signIn } from 'aws-amplify/auth';
import { t } from '../i18n';

/** What the user was doing: the same Cognito error name means different things per step. */
export type AuthStep = 'signIn' | 'other';

/** The German message for an error of Amplify or Cognito. */
export function authErrorMessage(error: unknown, step: AuthStep = 'other'): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  switch (name) {
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return t('auth.accountDisabled');
      if (/attempts exceeded/i.test(message)) return t('web.auth.error.tooManyAttempts');
      return t('auth.invalidCredentials');
    // Same text as a wrong password: the screen must not tell whether a user name exists.
    case 'UserNotFoundException':
      return t('auth.invalidCredentials');
    case 'EmptySignInUsername':
    case 'EmptySignInPassword':
      return t('web.auth.error.missingCredentials');
    case 'PasswordResetRequiredException':
      return t('web.auth.error.passwordResetRequired');
    case 'UserNotConfirmedException':
      return t('web.auth.error.notConfirmed');
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
    case 'LimitExceededException':
      return t('web.auth.error.tooManyAttempts');
    // cognito-local answers a wrong password at sign-in this way; elsewhere it is the password policy.
    case 'InvalidPasswordException':
      return step === 'signIn' ? t('auth.invalidCredentials') : t('web.auth.error.invalidPassword');
    case 'CodeMismatchException':
      return t('web.auth.error.codeMismatch');
    case 'ExpiredCodeException':
      return t('web.auth.error.codeExpired');
    case 'CodeDeliveryFailureException':
      return t('web.auth.error.codeDelivery');
    case 'NetworkError':
      return t('web.auth.error.network');
    case 'AuthUserPoolException':
    case 'InvalidUserPoolConfigurationException':
    case 'ResourceNotFoundException':
      return t('web.auth.error.config');
    default:
      return t('web.auth.error.unknown');
  }
}

/** Runs the call; a failure is rethrown as an Error with only the German message. */
async function german<T>(call: () => Promise<T>, step: AuthStep = 'other'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn('Anmeldung:', error);
    throw new Error(authErrorMessage(error, step));
  }
}

type SignInInput = Parameters<typeof signIn>[0];

/**
 * The `services` prop of <Authenticator>. Amplify types the handlers as the overloaded Amplify
 * functions (with and without a server context); the Authenticator calls the one-argument form.
 */
export const authServices = {
  handleSignIn: ((input: SignInInput) =>
    german(() => signIn({ ...input, options: { ...input.options, authFlowType: 'USER_PASSWORD_AUTH' } }), 'signIn')) as typeof signIn,
  handleConfirmSignIn: ((input: Parameters<typeof confirmSignIn>[0]) => german(() => confirmSignIn(input))) as typeof confirmSignIn,
  handleForgotPassword: ((input: Parameters<typeof resetPassword>[0]) => german(() => resetPassword(input))) as typeof resetPassword,
  handleForgotPasswordSubmit: ((input: Parameters<typeof confirmResetPassword>[0]) => german(() => confirmResetPassword(input))) as typeof confirmResetPassword,
};
