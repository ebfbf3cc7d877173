/**
 * The parts of the layout the first screen does not need, in one chunk that App.tsx loads on
 * demand once GET /api/init has arrived (DESIGN.md §9: the storefront entry stays small): the
 * footer (below the page), the service workers with the update banner and the app-install state
 * (nothing of them shows before a worker waits or the install prompt opens). Each appears where
 * the layout puts it, below the page or over it, so nothing on the first screen moves when it arrives.
 */
export { Footer } from './Footer';
export { ServiceWorkers } from './ServiceWorkers';
