/**
 * The player's picture: the stage (the screen, turned by the device's rotation), the scene on
 * it, a black screen while the screen is off, the identify overlay and a discreet offline mark.
 * Everything that runs (requests, commands, timers) is in ./controller.ts.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { DeviceLink } from './api';
import { startPlayer, stageSize, type PlayerState, type Size } from './controller';
import { t } from './messages';
import { SceneView } from './scene/SceneView';

const viewportSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

export function Player({ link }: { link: DeviceLink }) {
  const [state, setState] = useState<PlayerState | null>(null);
  const [viewport, setViewport] = useState(viewportSize);
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;

  useEffect(() => {
    const onResize = () => setViewport(viewportSize());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const player = startPlayer({ link, viewport: () => viewportRef.current, onChange: setState });
    return () => player.stop();
  }, [link]);

  if (!state) return null;
  if (state.unauthorized) return <PlayerMessage text={t('signagePlayer.invalidLink')} />;

  const stage = stageSize(viewport, state.rotation);
  const stageStyle: CSSProperties = {
    width: stage.width,
    height: stage.height,
    transform: `translate(-50%, -50%) rotate(${state.rotation}deg)`,
  };
  const { showing } = state;
  return (
    <div className="sg-player" data-screen={showing?.kind ?? 'loading'}>
      <div className="sg-stage" style={stageStyle}>
        {showing?.kind === 'scene' && (
          <SceneView
            key={showing.scene.id}
            scene={showing.scene}
            width={stage.width}
            height={stage.height}
            timeZone={state.timeZone}
            now={new Date(state.nowMs)}
          />
        )}
        {showing?.kind === 'nothing' && <p className="sg-player__note">{t('signagePlayer.nothingPlanned')}</p>}
        {state.loading && <p className="sg-player__note">{t('signagePlayer.loading')}</p>}
        {state.identify !== null && (
          <div className="sg-identify" style={{ fontSize: Math.round(stage.height * 0.12) }}>
            {state.identify}
          </div>
        )}
      </div>
      {state.offline && (
        <div className="sg-offline" role="status" title={t('signagePlayer.offlineLabel')}>
          {t('signagePlayer.offline')}
        </div>
      )}
    </div>
  );
}

/** A full-screen text instead of content (an invalid link). */
export function PlayerMessage({ text }: { text: string }) {
  return (
    <div className="sg-player sg-player--message" role="alert">
      <p>{text}</p>
    </div>
  );
}
