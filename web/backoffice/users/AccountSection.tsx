/**
 * The user's sign-in account in the editor: its state, 'Deaktivieren' / 'Aktivieren' and
 * 'Passwort zurücksetzen' (both asked first: they act at once). Each action changes the record on
 * the server (a new version), so while the form has unsaved changes the buttons wait, and after
 * an action the editor loads the record as it is now. A refusal (the last administrator …) is
 * shown here, in the server's words.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '#shared/schemas/user.ts';
import { Button, Dialog } from '../../common/ui';
import { Fieldset } from '../data/fields';
import { t } from '../i18n';
import { accountAction, usersApi, type AccountAction } from './api';

export interface AccountSectionProps {
  user: User;
  /** The editor has unsaved changes: the actions wait until they are saved or discarded. */
  dirty: boolean;
  /** After an action: the record has a new version. */
  onChanged: () => void;
}

const doneText = (action: AccountAction, email: string): string =>
  action === 'reset-password'
    ? t('usersAdmin.account.resetDone', { email })
    : t(action === 'disable' ? 'usersAdmin.account.disabledDone' : 'usersAdmin.account.enabledDone');

export function AccountSection({ user, dirty, onChanged }: AccountSectionProps) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<AccountAction | null>(null);
  const [done, setDone] = useState<AccountAction | null>(null);
  const mutation = useMutation({
    mutationFn: (action: AccountAction) => accountAction(user.id, action),
    onSuccess: (saved, action) => {
      usersApi.storeSaved(queryClient, saved, false);
      setDone(action);
      onChanged();
    },
    // The refusal is shown in the section, where the button was.
    meta: { errorMessage: t('usersAdmin.account.actionFailed'), shownInPlace: true },
  });
  const run = (action: AccountAction) => {
    setAsking(null);
    setDone(null);
    mutation.mutate(action);
  };
  const enabled = user.isEnabled !== false;
  const email = user.email ?? '';

  return (
    <Fieldset legend={t('usersAdmin.account.legend')}>
      <div className="bo-fieldset__wide">
        <p className="users-account__state">{enabled ? t('usersAdmin.account.enabled') : t('usersAdmin.account.disabled')}</p>
        <div className="users-account__actions">
          {enabled ? (
            <Button variant="secondary" disabled={dirty || mutation.isPending} onClick={() => setAsking('disable')}>
              {t('usersAdmin.account.disable')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={dirty || mutation.isPending} onClick={() => run('enable')}>
              {t('usersAdmin.account.enable')}
            </Button>
          )}
          <Button variant="secondary" disabled={dirty || mutation.isPending || email === ''} onClick={() => setAsking('reset-password')}>
            {t('usersAdmin.account.resetPassword')}
          </Button>
        </div>
        {dirty && <p className="bo-field__help">{t('usersAdmin.account.waitForSave')}</p>}
        <p role="status" className="bo-field__help">
          {done && !mutation.isPending ? doneText(done, email) : ''}
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
        title={t('usersAdmin.account.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('usersAdmin.account.cancel')}
            </Button>
            <Button onClick={() => asking && run(asking)}>
              {asking === 'disable' ? t('usersAdmin.account.disable') : t('usersAdmin.account.resetPassword')}
            </Button>
          </>
        }
      >
        <p>
          {asking === 'disable'
            ? t('usersAdmin.account.disableQuestion', { name: user.name })
            : t('usersAdmin.account.resetQuestion', { name: user.name, email })}
        </p>
      </Dialog>
    </Fieldset>
  );
}
