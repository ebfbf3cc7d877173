import { describe, expect, it } from 'vitest';
import { clockOffset, deviceLinkOf, isProgram } from './api';
import { createImageCache } from './image-cache';
import { testProgram } from './testing/program';

describe('deviceLinkOf', () => {
  it('reads the device id and key of the player address', () => {
    expect(deviceLinkOf('/signage/01JBX6Q0Z8M3K4N5P6R7S8T9DV/abc_DEF-123')).toEqual({ deviceId: '01JBX6Q0Z8M3K4N5P6R7S8T9DV', deviceKey: 'abc_DEF-123' });
    expect(deviceLinkOf('/signage/01JBX6Q0Z8M3K4N5P6R7S8T9DV/abc/')).toEqual({ deviceId: '01JBX6Q0Z8M3K4N5P6R7S8T9DV', deviceKey: 'abc' });
  });

  it.each(['/signage', '/signage/01J', '/signage/a/b/c', '/backend/a/b', '/signage/%E0%A4%A/key'])('refuses %s', (path) => {
    expect(deviceLinkOf(path)).toBeNull();
  });
});

describe('isProgram', () => {
  it('accepts what the API sends and refuses what the player could not play', () => {
    expect(isProgram(testProgram())).toBe(true);
    expect(isProgram(null)).toBe(false);
    expect(isProgram({ ...testProgram(), scenes: undefined })).toBe(false);
    expect(isProgram({ ...testProgram(), device: { name: 'TV' } })).toBe(false);
    expect(isProgram({ ...testProgram(), scenes: [{ id: 'x', regions: [] }] })).toBe(false);
  });
});

describe('clockOffset', () => {
  it("is the server's time against the middle of the request", () => {
    expect(clockOffset('2026-11-28T08:00:10.000Z', Date.parse('2026-11-28T08:00:00.000Z'), Date.parse('2026-11-28T08:00:00.200Z'))).toBe(9_900);
    expect(clockOffset('kaputt', 0, 0)).toBeNull();
  });
});

describe('createImageCache', () => {
  it('loads each address once and holds at most its limit, dropping the longest unused', () => {
    const made: { src: string }[] = [];
    const cache = createImageCache(3, () => {
      const image = { src: '', decoding: '' } as unknown as HTMLImageElement;
      made.push(image);
      return image;
    });
    cache.preload(['/a', '/b', '/c']);
    cache.preload(['/a']);
    cache.preload(['/d']);
    expect(cache.size).toBe(3);
    expect(made.map((image) => image.src)).toEqual(['/a', '/b', '/c', '/d']);
    // /b was dropped (the oldest not asked for again): asking for it loads it anew.
    cache.preload(['/b', '/a']);
    expect(made.map((image) => image.src)).toEqual(['/a', '/b', '/c', '/d', '/b']);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
