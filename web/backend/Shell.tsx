/**
 * The signed-in layout: header with the product area name, the user's name and 'Abmelden'.
 * Navigation to the data areas (orders, branches, catalogue, …) comes with the next issues.
 */
import { useAuthenticator } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { t } from './i18n';
import { Button, SkipLink } from '../common/ui';
import { displayName, useCurrentUser } from './me';

export function Shell() {
  const { signOut } = useAuthenticator(() => []);
  const queryClient = useQueryClient();
  const me = useCurrentUser();

  return (
    <>
      <SkipLink />
      <header className="bo-header">
        <div className="container bo-header__inner">
          <span className="bo-header__brand">{t('web.backend.title')}</span>
          {me.data && (
            <span className="bo-header__user" data-testid="current-user">
              {t('web.backend.signedInAs', { name: displayName(me.data) })}
            </span>
          )}
          <Button
            variant="secondary"
            className="bo-header__signout"
            onClick={() => {
              queryClient.clear();
              signOut();
            }}
          >
            {t('backend.toolbar.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="bo-main container">
        <Outlet />
      </main>
    </>
  );
}
