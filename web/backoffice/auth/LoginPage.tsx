/**
 * /backend/login: the Amplify Authenticator in German, sign-up hidden (staff accounts are made by
 * an administrator). After sign-in the user goes back to the page that sent them here, or to the
 * dashboard.
 */
import { useEffect, useRef } from 'react';
import { Authenticator } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
// After Amplify's styles: the shop's colours replace its defaults.
import './login.css';
import { Navigate, useLocation } from 'react-router';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { t } from '../i18n';
import { Loading } from '../../common/ui';
import { authServices } from './services';
import { useAuthStatus } from './session';
import { applyGermanVocabulary } from './vocabulary';

applyGermanVocabulary();

// Passed through to Amplify's PasswordField; its own defaults are fixed English texts.
const passwordLabels: object = {
  showPasswordButtonLabel: t('web.auth.showPassword'),
  passwordIsHiddenLabel: t('web.auth.passwordHidden'),
  passwordIsShownLabel: t('web.auth.passwordShown'),
};

const usernameField = { label: t('web.auth.username'), placeholder: t('web.auth.usernamePlaceholder') };
const newPasswordFields = {
  password: { label: t('web.auth.newPassword'), placeholder: t('web.auth.newPasswordPlaceholder'), ...passwordLabels },
  confirm_password: {
    label: t('web.auth.confirmPassword'),
    placeholder: t('web.auth.confirmPasswordPlaceholder'),
    ...passwordLabels,
  },
};

const formFields = {
  signIn: {
    username: { ...usernameField, autocomplete: 'username' },
    password: { label: t('web.auth.password'), placeholder: t('web.auth.passwordPlaceholder'), ...passwordLabels },
  },
  forgotPassword: { username: usernameField },
  confirmResetPassword: {
    confirmation_code: { label: t('web.auth.code'), placeholder: t('web.auth.codePlaceholder') },
    ...newPasswordFields,
  },
  forceNewPassword: newPasswordFields,
};

function Header() {
  return (
    <div className="login__header">
      <h1>{t('web.auth.heading')}</h1>
    </div>
  );
}

/**
 * Amplify's error alert has a close button whose accessible name is a fixed English text and no
 * way to pass another: set it on the element whenever an alert appears.
 */
function useGermanAlertLabels(container: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const label = t('web.auth.dismissAlert');
    const apply = () => {
      for (const button of root.querySelectorAll('.amplify-alert__dismiss')) {
        if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}

export default function LoginPage() {
  const authStatus = useAuthStatus();
  const location = useLocation();
  const container = useRef<HTMLDivElement>(null);
  useDocumentTitle(pageTitle(t('web.auth.signIn'), t('web.backoffice.title')));
  useGermanAlertLabels(container);

  if (authStatus === 'authenticated') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  }
  return (
    <main id="main" className="login" ref={container}>
      {authStatus === 'configuring' && <Loading />}
      <Authenticator hideSignUp services={authServices} formFields={formFields} components={{ Header }} />
    </main>
  );
}
