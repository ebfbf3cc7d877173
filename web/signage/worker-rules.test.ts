import { describe, expect, it } from 'vitest';
import { routeOf } from './worker-rules';

const origin = 'https://shop.example';
const route = (path: string, mode: RequestMode = 'no-cors', method = 'GET', base = origin) => routeOf(new URL(path, base), mode, method, origin);

describe("the player worker's routes", () => {
  it('answers player navigations from the network, else the stored shell', () => {
    expect(route('/signage/01JBX6Q0Z8M3K4N5P6R7S8T9DV/key', 'navigate')).toBe('shell');
    expect(route('/store/graz', 'navigate')).toBe('network');
    expect(route('/backend/orders', 'navigate')).toBe('network');
  });

  it('keeps hashed files and library images, leaves the program, heartbeat, videos and other hosts to the network', () => {
    expect(route('/assets/signage-3f2a.js')).toBe('asset');
    expect(route('/image/small/01JBX6Q0Z8M3K4N5P6R7S8T9AB-2.webp')).toBe('image');
    expect(route('/api/signage/01J/key/program', 'cors')).toBe('network');
    expect(route('/api/signage/01J/key/heartbeat', 'cors', 'POST')).toBe('network');
    expect(route('/upload/abcdefgh/01J-1.mp4')).toBe('network');
    expect(route('/image/small/x-1.webp', 'no-cors', 'GET', 'https://cdn.example')).toBe('network');
  });
});
