/**
 * The signage player (/signage/{deviceId}/{deviceKey}): the page a TV or its stick opens.
 * React, the scene renderer and the player's own modules; no storefront or back-office code.
 */
import { createRoot } from 'react-dom/client';
import './player.css';
import { deviceLinkOf } from './api';
import { t } from './messages';
import { Player, PlayerMessage } from './Player';
import { registerPlayerWorker } from './worker-registration';

document.title = t('signagePlayer.title');
const root = createRoot(document.getElementById('root')!);
const link = deviceLinkOf(window.location.pathname);
root.render(link ? <Player link={link} /> : <PlayerMessage text={t('signagePlayer.invalidLink')} />);
if (link) registerPlayerWorker();
