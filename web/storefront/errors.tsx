/** The storefront's 404 and 500 pages (storefront.md §2, §8). */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../common/i18n';
import { buttonClass } from '../common/ui';

export function NotFoundPage() {
  return (
    <section className="container error-page">
      <h1>{t('error.notFoundTitle')}</h1>
      <p>{t('error.notFoundText')}</p>
      <Link className={buttonClass('secondary')} to="/">
        {t('web.home')}
      </Link>
    </section>
  );
}

export function InternalErrorPage() {
  return (
    <section className="container error-page" role="alert">
      <p className="error-text">{t('error.internal')}</p>
      {/* A full page load: the failed render may have left state behind. */}
      <a className={buttonClass('secondary')} href="/">
        {t('web.home')}
      </a>
    </section>
  );
}

/** Catches a page that fails to render and shows the 500 page instead of a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <InternalErrorPage /> : this.props.children;
  }
}
