/**
 * Headless Chromium for the end-to-end tests and the benchmark: Debian's chromium driven by
 * playwright-core (DESIGN.md §8). The flags keep Chromium from reaching out to the network.
 */
import type { LaunchOptions } from 'playwright-core';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
