/**
 * Side-effect import for test files that call the payment handlers in their own worker: imported
 * first, it registers mollie-client-hook.ts before any later import loads @mollie/api-client.
 */
import { useMollieFetch } from './mollie-client-hook';

useMollieFetch();
