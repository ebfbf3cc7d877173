/** Working-time rules: Austrian public holidays, balances, holiday accounts, the law's warnings. */
export * from './balance';
export * from './holidays';
