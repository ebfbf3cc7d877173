/**
 * "Zeiterfassung" in the user editor (administrators): whether the user has a personal clock
 * link, 'Link erstellen' / 'Neuen Link erstellen' (a new one replaces the old, which stops working:
 * asked first) and 'Link widerrufen' (asked first). A new link is shown once, as the full address
 * with a copy button and its QR code (../data/OneTimeLink.tsx): the server keeps only its hash,
 * so it cannot be shown again later.
 *
 * Like the account actions, each writes the record (a new version): they wait while the form has
 * unsaved changes, and afterwards the editor loads the record as it is now.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '#shared/schemas/user.ts';
import { Button, Dialog } from '../../common/ui';
import { Fieldset } from '../data/fields';
import { OneTimeLink } from '../data/OneTimeLink';
import { t } from '../i18n';
import { createTimeTrackingLink, revokeTimeTrackingLink } from './time-tracking-link';

export interface TimeTrackingSectionProps {
  user: User;
  dirty: boolean;
  onChanged: () => void;
}

type LinkAction = 'create' | 'revoke';

export function TimeTrackingSection({ user, dirty, onChanged }: TimeTrackingSectionProps) {
  const [asking, setAsking] = useState<LinkAction | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const mutation = useMutation({
    mutationFn: async (action: LinkAction) => {
      if (action === 'create') {
        const link = await createTimeTrackingLink(user.id);
        return `${window.location.origin}${link.path}`;
      }
      await revokeTimeTrackingLink(user.id);
      return null;
    },
    onSuccess: (newAddress) => {
      setAddress(newAddress);
      setRevoked(newAddress === null);
      onChanged();
    },
    meta: { errorMessage: t('timeClock.link.createFailed'), shownInPlace: true },
  });
  const run = (action: LinkAction) => {
    setAsking(null);
    setAddress(null);
    setRevoked(false);
    mutation.mutate(action);
  };
  const create = () => (user.hasAccessToken ? setAsking('create') : run('create'));
  const busy = dirty || mutation.isPending;

  return (
    <Fieldset legend={t('timeClock.link.legend')} help={t('timeClock.link.help')}>
      <div className="bo-fieldset__wide">
        <p className="users-account__state">{user.hasAccessToken ? t('timeClock.link.exists') : t('timeClock.link.none')}</p>
        <div className="users-account__actions">
          <Button variant="secondary" disabled={busy} onClick={create}>
            {user.hasAccessToken ? t('timeClock.link.recreate') : t('timeClock.link.create')}
          </Button>
          {user.hasAccessToken && (
            <Button variant="secondary" disabled={busy} onClick={() => setAsking('revoke')}>
              {t('timeClock.link.revoke')}
            </Button>
          )}
        </div>
        {dirty && <p className="bo-field__help">{t('timeClock.link.waitForSave')}</p>}
        {address && (
          <OneTimeLink
            address={address}
            texts={{
              onlyNow: t('timeClock.link.onlyNow'),
              address: t('timeClock.link.address'),
              copy: t('timeClock.link.copy'),
              copied: t('timeClock.link.copied'),
              copyFailed: t('timeClock.link.copyFailed'),
              qr: t('timeClock.link.qr', { name: user.name }),
            }}
          />
        )}
        <p role="status" className="bo-field__help">
          {revoked ? t('timeClock.link.revoked') : ''}
        </p>
        {mutation.isError && (
          <p role="alert" className="bo-field__error">
            {mutation.error.message}
          </p>
        )}
      </div>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t('timeClock.link.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('timeClock.cancel')}
            </Button>
            <Button onClick={() => asking && run(asking)}>{asking === 'revoke' ? t('timeClock.link.revoke') : t('timeClock.link.recreate')}</Button>
          </>
        }
      >
        <p>{asking === 'revoke' ? t('timeClock.link.revokeQuestion', { name: user.name }) : t('timeClock.link.recreateQuestion', { name: user.name })}</p>
      </Dialog>
    </Fieldset>
  );
}
