/**
 * The texts receipts, printer tests and the print routes use: the customer catalogue and the
 * printing area. Server code that prints (the orders and printing Lambdas) looks them up here, not
 * in ./index.ts, so it does not bundle the back office's screen texts.
 */
import { customerMessages } from './customer';
import { createLookup } from './lookup';
import { printingMessages } from './printing';

export const t = createLookup({ ...customerMessages, ...printingMessages });
