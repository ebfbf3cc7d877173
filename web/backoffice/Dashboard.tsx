/** The start page after sign-in: a greeting and what the back office will offer next. */
import { pageTitle, useDocumentTitle } from '../common/document';
import { t } from './i18n';
import { Card, ErrorState, Loading } from '../common/ui';
import { displayName, useCurrentUser } from './me';

export function Dashboard() {
  const me = useCurrentUser();
  useDocumentTitle(pageTitle(t('web.backoffice.dashboard'), t('web.backoffice.title')));

  if (me.isPending) return <Loading />;
  // The retry is offered by the global error entry (web/backoffice/feedback).
  if (me.isError) return <ErrorState message={me.error.message} />;
  return (
    <>
      <h1>{t('web.backoffice.welcome', { name: displayName(me.data) })}</h1>
      <Card as="section" aria-labelledby="dashboard-title">
        <h2 id="dashboard-title">{t('web.backoffice.dashboard')}</h2>
        <p>{t('web.backoffice.dashboardIntro')}</p>
      </Card>
    </>
  );
}
