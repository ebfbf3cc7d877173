/**
 * 'Zeigt gerade' in the TV editor: the program the TV plays (`GET …/{id}/program`, read every
 * 30 s like the player does), the scene on screen now by the player's own rules
 * (shared/signage: the shop's wall clock, the active entries, the loop position of the epoch),
 * drawn with the player's SceneView at the TV's aspect ratio, with its name, until when, and the
 * scene after it. What the TV itself reported last stands below, so a difference shows.
 */
import type { DigitalSignageDevice } from '#shared/schemas/signage.ts';
import { formatTime } from '#shared/time/format.ts';
import { ErrorState, Loading } from '../../../common/ui';
import { SceneView } from '../../../signage/scene/SceneView';
import { t } from '../../i18n';
import { useDeviceProgram } from '../devices-api';
import { nowShowing } from './device-view';
import { reportedShowing } from './DeviceState';

/** The preview's longer side in CSS pixels. */
const PREVIEW_SIDE = 320;

/**
 * The screen's shape: the size the player reported (its page, before the picture is rotated),
 * else a 16:9 TV; a quarter turn makes it upright.
 */
export function previewBox(device: Pick<DigitalSignageDevice, 'report' | 'rotation'>): { width: number; height: number } {
  const reported = device.report?.width && device.report?.height ? device.report.width / device.report.height : 16 / 9;
  const ratio = device.rotation === 90 || device.rotation === 270 ? 1 / reported : reported;
  return ratio >= 1 ? { width: PREVIEW_SIDE, height: Math.round(PREVIEW_SIDE / ratio) } : { width: Math.round(PREVIEW_SIDE * ratio), height: PREVIEW_SIDE };
}

export function NowShowingSection({ device, now }: { device: DigitalSignageDevice; now: Date }) {
  const program = useDeviceProgram(device.id);
  const showing = program.data ? nowShowing(program.data, device.command, now) : null;
  const box = previewBox(device);
  const reported = reportedShowing(device);
  return (
    <section className="sg-device-section" aria-labelledby="sg-now-title">
      <h2 id="sg-now-title" className="sg-device-section__title">
        {t('signageAdmin.now.legend')}
      </h2>
      {program.isPending ? (
        <Loading />
      ) : program.isError ? (
        <ErrorState message={program.error.message} onRetry={() => void program.refetch()} />
      ) : showing ? (
        <>
          <div
            className="sg-device-preview"
            style={{ width: box.width, height: box.height }}
            role="img"
            aria-label={t('signageAdmin.now.preview', { name: showing.scene.name })}
          >
            <SceneView scene={showing.scene} width={box.width} height={box.height} timeZone={program.data.timeZone} now={now} />
          </div>
          <p data-testid="now-showing">
            <strong>{t('signageAdmin.now.scene', { name: showing.scene.name, time: formatTime(new Date(showing.endsAt), program.data.timeZone) })}</strong>
          </p>
          {showing.next && <p>{t('signageAdmin.now.next', { name: showing.next.name })}</p>}
        </>
      ) : (
        <p>{t('signageAdmin.now.nothing')}</p>
      )}
      {reported && <p className="bo-field__help">{t('signageAdmin.now.reported', { name: reported })}</p>}
    </section>
  );
}
