/**
 * The switch 'Ton bei neuen Bestellungen' and, while the browser still blocks audio, why and a
 * button that allows it (a click is the user gesture browsers wait for).
 */
import { Button } from '#web/common/ui/index.ts';
import { t } from '../../i18n';
import { unlockAudio, useAudioState } from './sound';

export function SoundControl({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const audio = useAudioState();
  return (
    <div className="order-sound">
      <label className="order-sound__toggle">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
        {t('orderList.sound.toggle')}
      </label>
      {on && audio === 'blocked' && (
        <div className="order-sound__blocked" data-testid="sound-blocked">
          <p>{t('orderList.sound.blocked')}</p>
          <Button variant="secondary" onClick={unlockAudio}>
            {t('orderList.sound.enable')}
          </Button>
        </div>
      )}
      {on && audio === 'unsupported' && <p className="order-sound__blocked">{t('orderList.sound.unsupported')}</p>}
    </div>
  );
}
