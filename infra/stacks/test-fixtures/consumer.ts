/**
 * Entry of the fixture rule and schedule in infra/theke.test.ts, which exercise the events stack
 * with definitions of their own (assets are not bundled in the infra tests; the file must exist).
 */
export const handler = async (): Promise<void> => {};
