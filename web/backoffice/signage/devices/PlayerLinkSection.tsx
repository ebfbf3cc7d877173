/**
 * 'Player-Link' in the TV editor (administrators): whether the TV has a key, and 'Neuen Schlüssel
 * erzeugen': the browser makes a random key (32 bytes from crypto.getRandomValues, base64url, the
 * generator of the order-screen keys), saves it with the device (PUT with `key`; the server keeps
 * only its hash) and shows the link `{origin}/signage/{id}/{key}` once, with a copy button and a
 * QR code. A TV that already has a key is asked about first: its old link stops working.
 *
 * The key is written with the device as stored, so the section waits while the form has unsaved
 * changes; afterwards the editor loads the device as it is now.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DigitalSignageDevice } from '#shared/schemas/signage.ts';
import { Button, Dialog } from '../../../common/ui';
import { generateApiKey } from '../../branches/api-key';
import { OneTimeLink } from '../../data/OneTimeLink';
import { t } from '../../i18n';
import { devicesApi, saveDeviceKey } from '../devices-api';
import { playerLink } from './device-view';

export interface PlayerLinkSectionProps {
  device: DigitalSignageDevice;
  dirty: boolean;
  onChanged: () => void;
}

export function PlayerLinkSection({ device, dirty, onChanged }: PlayerLinkSectionProps) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [address, setAddress] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      let key: string;
      try {
        key = generateApiKey();
      } catch {
        throw new Error(t('signageAdmin.link.noRandom'));
      }
      const saved = await saveDeviceKey(device, key);
      return { saved, address: playerLink(window.location.origin, saved.id, key) };
    },
    onSuccess: ({ saved, address: link }) => {
      devicesApi.storeSaved(queryClient, saved, false);
      setAddress(link);
      onChanged();
    },
    meta: { errorMessage: devicesApi.messages.updateFailed, shownInPlace: true },
  });
  const generate = () => {
    setAsking(false);
    setAddress(null);
    mutation.mutate();
  };
  const busy = dirty || mutation.isPending;

  return (
    <section className="sg-device-section" aria-labelledby="sg-link-title">
      <h2 id="sg-link-title" className="sg-device-section__title">
        {t('signageAdmin.link.legend')}
      </h2>
      <p className="bo-field__help">{t('signageAdmin.link.help')}</p>
      <p className={device.hasKey ? 'state-dot state-dot--ok' : 'state-dot'}>{device.hasKey ? t('signageAdmin.link.exists') : t('signageAdmin.link.none')}</p>
      <p className="bo-field__help">{t('signageAdmin.link.warning')}</p>
      <div className="sg-device-section__actions">
        <Button variant="secondary" disabled={busy} onClick={() => (device.hasKey ? setAsking(true) : generate())}>
          {t('signageAdmin.link.generate')}
        </Button>
      </div>
      {dirty && <p className="bo-field__help">{t('signageAdmin.link.waitForSave')}</p>}
      {address && (
        <OneTimeLink
          address={address}
          texts={{
            onlyNow: t('signageAdmin.link.onlyNow'),
            address: t('signageAdmin.link.address'),
            copy: t('signageAdmin.link.copy'),
            copied: t('signageAdmin.link.copied'),
            copyFailed: t('signageAdmin.link.copyFailed'),
            qr: t('signageAdmin.link.qr', { name: device.name }),
          }}
        />
      )}
      {mutation.isError && (
        <p role="alert" className="bo-field__error">
          {mutation.error.message}
        </p>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('signageAdmin.link.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('signageAdmin.link.cancel')}
            </Button>
            <Button onClick={generate}>{t('signageAdmin.link.generate')}</Button>
          </>
        }
      >
        <p>{t('signageAdmin.link.confirmQuestion', { name: device.name })}</p>
      </Dialog>
    </section>
  );
}
