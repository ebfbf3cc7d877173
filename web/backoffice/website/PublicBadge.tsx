/** 'Veröffentlicht' or 'Entwurf' in a list row: the words carry the meaning, the colour repeats it. */
import { t } from '../i18n';

export function PublicBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <span className="ws-badge ws-badge--public">{t('websiteAdmin.public')}</span>
  ) : (
    <span className="ws-badge ws-badge--draft">{t('websiteAdmin.draft')}</span>
  );
}
