/**
 * The player's picture: the stage (the screen, turned by the device's rotation), the scene on
 * it, a black screen while the screen is off, the identify overlay and a discreet offline mark.
 * Everything that runs (requests, commands, timers) is in ./controller.ts.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { PlayableScene } from '#shared/schemas/signage.ts';
import type { DeviceLink } from './api';
import { sceneBox, startPlayer, stageSize, type PlayerState, type Size } from './controller';
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
        {showing?.kind === 'scene' && <ScreenScene key={showing.scene.id} state={state} scene={showing.scene} stage={stage} />}
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

/** The scene in its box on the stage (./controller.ts sceneBox). */
function ScreenScene({ state, scene, stage }: { state: PlayerState; scene: PlayableScene; stage: Size }) {
  const box = sceneBox(stage, scene.orientation);
  return (
    <div className="sg-stage__scene" style={{ left: box.x, top: box.y }}>
      <SceneView scene={scene} width={box.width} height={box.height} timeZone={state.timeZone} now={new Date(state.nowMs)} />
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
