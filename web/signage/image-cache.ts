/**
 * Loads the images of the program ahead (new Image()), so a scene change never waits for the
 * network, and holds at most `limit` of them: the oldest asked for go first. A Map keeps its
 * insertion order, so asking again moves an address to the end.
 */
export interface ImageCache {
  preload(urls: Iterable<string>): void;
  readonly size: number;
  clear(): void;
}

export function createImageCache(limit: number, makeImage: () => HTMLImageElement = () => new Image()): ImageCache {
  const images = new Map<string, HTMLImageElement>();
  return {
    preload(urls) {
      for (const url of urls) {
        const known = images.get(url);
        if (known) {
          images.delete(url);
          images.set(url, known);
          continue;
        }
        const image = makeImage();
        image.decoding = 'async';
        image.src = url;
        images.set(url, image);
        while (images.size > limit) images.delete(images.keys().next().value!);
      }
    },
    get size() {
      return images.size;
    },
    clear: () => images.clear(),
  };
}
