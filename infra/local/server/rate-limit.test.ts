import { describe, expect, it } from 'vitest';
import type { RateLimitRule } from '../../constructs/rate-limits';
import { RateLimiter, viewerIp } from './rate-limit';

const orders: RateLimitRule = { name: 'orders', method: 'POST', paths: ['/orders'], limit: 2, windowSeconds: 300 };
const forms: RateLimitRule = { name: 'forms', method: 'POST', paths: ['/forms'], limit: 2, windowSeconds: 60 };
const rules = (method: string, path: string) => [orders, forms].find((rule) => rule.method === method && rule.paths.includes(path));

describe('RateLimiter', () => {
  it('refuses a client over its limit within the window and lets it in again once the window has passed', () => {
    const limiter = new RateLimiter(rules);
    const start = 1_000_000;
    expect(limiter.isLimited('POST', '/orders', 'a', start)).toBe(false);
    expect(limiter.isLimited('POST', '/orders', 'a', start + 1000)).toBe(false);
    expect(limiter.isLimited('POST', '/orders', 'a', start + 2000)).toBe(true);
    expect(limiter.isLimited('POST', '/orders', 'b', start + 2000)).toBe(false);
    expect(limiter.isLimited('GET', '/orders', 'a', start + 2000)).toBe(false);
    expect(limiter.isLimited('POST', '/orders', 'a', start + 302_001)).toBe(false);
  });

  it('forgets the clients whose window has passed, so many distinct addresses do not pile up', () => {
    const limiter = new RateLimiter(rules);
    const start = 1_000_000;
    for (let client = 0; client < 5000; client++) limiter.isLimited('POST', '/orders', `198.18.0.${client}`, start + client);
    limiter.isLimited('POST', '/forms', 'form-sender', start + 5000);
    expect(limiter.size).toBe(5001);

    // After the forms' 60-s window, only that client is gone; the orders' 300 s have not passed yet.
    limiter.isLimited('POST', '/orders', 'late', start + 5000 + 61_000);
    expect(limiter.size).toBe(5001);

    // A minute after the last order's window: every one of them is forgotten, only the latest client stays.
    limiter.isLimited('POST', '/orders', 'latest', start + 5000 + 61_000 + 300_000);
    expect(limiter.size).toBe(1);
  });

  it('still counts a client that is pruned while its window holds requests', () => {
    const limiter = new RateLimiter(rules);
    const start = 1_000_000;
    limiter.isLimited('POST', '/orders', 'a', start);
    limiter.isLimited('POST', '/orders', 'a', start + 200_000);
    // A prune after the first request's window but within the second's keeps the client.
    limiter.isLimited('POST', '/orders', 'other', start + 310_000);
    expect(limiter.isLimited('POST', '/orders', 'a', start + 310_000)).toBe(false);
    expect(limiter.isLimited('POST', '/orders', 'a', start + 311_000)).toBe(true);
  });
});

describe('viewerIp', () => {
  it('takes the address of CloudFront-Viewer-Address without its port, else the socket', () => {
    expect(viewerIp('198.18.0.1:1234', '127.0.0.1')).toBe('198.18.0.1');
    expect(viewerIp('[2001:db8::1]:443', undefined)).toBe('2001:db8::1');
    expect(viewerIp(undefined, '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
