/**
 * The parts of the layout the first screen does not need, in one chunk out of the storefront
 * entry (DESIGN.md §9: the entry stays small): the footer (below the page) and the service workers
 * with the update banner and the app-install state. It is requested in parallel with GET /api/init
 * and the page renders together with it (./deferred-layout.ts), so it never moves the page.
 */
export { Footer } from './Footer';
export { ServiceWorkers } from './ServiceWorkers';
