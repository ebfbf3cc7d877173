/**
 * German for the AWS Amplify Authenticator. Amplify looks its texts up by their English wording
 * (I18n.get('Sign in')), so the keys below are Amplify's words and the values come from our
 * catalogue. Covered: the screens a staff member can reach with sign-up hidden — sign-in,
 * forgotten password (request and confirm), forced new password, contact verification.
 */
import { I18n } from 'aws-amplify/utils';
import { t } from '../i18n';

export function germanVocabulary(): Record<string, string> {
  return {
    // Sign-in
    'Sign in': t('web.auth.signIn'),
    'Sign In': t('web.auth.signIn'),
    'Sign in to your account': t('web.auth.heading'),
    'Signing in': t('web.auth.signingIn'),
    Username: t('web.auth.username'),
    'Enter your username': t('web.auth.usernamePlaceholder'),
    'Enter your Username': t('web.auth.usernamePlaceholder'),
    Password: t('web.auth.password'),
    'Enter your Password': t('web.auth.passwordPlaceholder'),
    'Enter your password': t('web.auth.passwordPlaceholder'),
    'Show password': t('web.auth.showPassword'),
    'Hide password': t('web.auth.hidePassword'),
    'Forgot your password?': t('web.auth.forgotPassword'),
    'Forgot Password?': t('web.auth.forgotPassword'),
    Loading: t('web.loading'),
    or: t('web.auth.or'),
    // Forgotten password
    'Reset your password': t('web.auth.resetPassword'),
    'Reset your Password': t('web.auth.resetPassword'),
    'Reset Password': t('web.auth.resetPassword'),
    'Send code': t('web.auth.sendCode'),
    'Send Code': t('web.auth.sendCode'),
    Sending: t('web.auth.sending'),
    'Back to Sign In': t('web.auth.backToSignIn'),
    Code: t('web.auth.code'),
    'Code *': t('web.auth.code'),
    'Confirmation Code': t('web.auth.code'),
    'Enter your code': t('web.auth.codePlaceholder'),
    'Enter your Confirmation Code': t('web.auth.codePlaceholder'),
    'Resend Code': t('web.auth.resendCode'),
    'New password': t('web.auth.newPassword'),
    'New Password': t('web.auth.newPassword'),
    'Confirm Password': t('web.auth.confirmPassword'),
    'Please confirm your Password': t('web.auth.confirmPasswordPlaceholder'),
    'Your passwords must match': t('web.auth.passwordsMustMatch'),
    Submit: t('web.auth.submit'),
    Submitting: t('web.auth.submitting'),
    // Forced new password (first sign-in with a temporary password)
    'Change Password': t('web.auth.changePassword'),
    Changing: t('web.auth.changingPassword'),
    // Contact verification after sign-in
    'Account recovery requires verified contact information': t('web.auth.verifyHeading'),
    'Verify Contact': t('web.auth.verifyContact'),
    Verify: t('web.auth.verify'),
    Skip: t('web.auth.skip'),
    Email: t('web.auth.email'),
    Confirm: t('web.auth.confirm'),
    Confirming: t('web.auth.confirming'),
    'We Emailed You': t('web.auth.weEmailed'),
    'We Sent A Code': t('web.auth.weSentCode'),
    'Your code is on the way. To log in, enter the code we emailed to': t('web.auth.codeEmailed'),
    'Your code is on the way. To log in, enter the code we sent you': t('web.auth.codeOnTheWay'),
    'It may take a minute to arrive': t('web.auth.codeArrival'),
    // Texts Amplify UI produces itself for some Cognito answers
    'Unable to send verification code. Please try again.': t('web.auth.error.codeDelivery'),
    'Your verification code has expired. Please request a new code.': t('web.auth.error.codeExpired'),
    'The verification code you entered is incorrect. Please try again.': t('web.auth.error.codeMismatch'),
  };
}

/** Puts the German vocabulary into Amplify's I18n and makes German the language. */
export function applyGermanVocabulary(): void {
  I18n.putVocabulariesForLanguage('de', germanVocabulary());
  I18n.setLanguage('de');
}
