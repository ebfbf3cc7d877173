/**
 * The parts of the layout the first screen does not need, in one chunk that App.tsx loads on
 * demand once GET /api/init has arrived (DESIGN.md §9: the storefront entry stays small): the
 * footer (below the page), the service workers with the update banner and the app-install state
 * (nothing of them shows before a worker waits or the install prompt opens), and the self-service
 * idle screen (after a minute without a touch). Each appears where the layout puts it, below or
 * over the page, so nothing on the first screen moves when it arrives.
 */
export { Footer } from './Footer';
export { IdleScreen } from './IdleScreen';
export { ServiceWorkers } from './ServiceWorkers';
