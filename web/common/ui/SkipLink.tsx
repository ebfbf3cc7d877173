import { t } from '../i18n';

/** Lets keyboard users jump past the header; the target is the page's <main id=…>. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      {t('web.skipToContent')}
    </a>
  );
}
