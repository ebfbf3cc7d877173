/**
 * The start page after sign-in: a greeting, today's figures per branch and the week's revenue
 * (./dashboard/DashboardFigures.tsx), and the way to the orders and every area the user may use.
 */
import { pageTitle, useDocumentTitle } from '../common/document';
import { t } from './i18n';
import { Card, ErrorState, Loading } from '../common/ui';
import { Link } from 'react-router';
import { displayName, useCurrentUser } from './me';
import { visibleAreas } from './areas';
import { viewerOf } from './data/access';
import { DashboardFigures } from './dashboard/DashboardFigures';

export function Dashboard() {
  const me = useCurrentUser();
  useDocumentTitle(pageTitle(t('web.backoffice.dashboard'), t('web.backoffice.title')));

  if (me.isPending) return <Loading />;
  // The retry is offered by the global error entry (web/backoffice/feedback).
  if (me.isError) return <ErrorState message={me.error.message} />;
  return (
    <>
      <h1>{t('web.backoffice.welcome', { name: displayName(me.data) })}</h1>
      <DashboardFigures me={me.data} />
      <Card as="section" aria-labelledby="dashboard-title">
        <h2 id="dashboard-title">{t('web.backoffice.dashboard')}</h2>
        <p>{t('web.backoffice.dashboardIntro')}</p>
        <ul className="bo-dashboard__links">
          <li>
            <Link to="/orders/current">{t('backoffice.nav.current')}</Link>
          </li>
          {visibleAreas(viewerOf(me.data)).map((area) => (
            <li key={area.path}>
              <Link to={`/${area.path}`}>{t(area.label)}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
