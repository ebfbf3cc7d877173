import { describe, expect, it } from 'vitest';
import { decodedLength, parseDataUrl } from './data-url';

describe('parseDataUrl', () => {
  it('reads what FileReader.readAsDataURL writes', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({ mimeType: 'image/png', base64: 'iVBORw0KGgo=' });
    expect(parseDataUrl('data:application/octet-stream;base64,AAAA')).toEqual({ mimeType: 'application/octet-stream', base64: 'AAAA' });
  });

  it('lower-cases the type, ignores parameters and accepts a URL without type', () => {
    expect(parseDataUrl('data:Text/CSV;charset=utf-8;base64,YTtiCg==')).toEqual({ mimeType: 'text/csv', base64: 'YTtiCg==' });
    expect(parseDataUrl('data:;base64,YQ==')).toEqual({ mimeType: '', base64: 'YQ==' });
  });

  it('refuses anything but a well-formed base64 data URL', () => {
    for (const text of [
      'iVBORw0KGgo=',
      'data:image/png,iVBORw0KGgo=', // percent-encoded form, not base64
      'data:image/png;base64', // no comma
      'data:image/png;base64,iVBORw0KGgo', // length not a multiple of 4
      'data:image/png;base64,iVBOR w0KGgo=', // blank inside
      'data:image/png;base64,iVBO=w0KGgo=', // padding in the middle
      'data:image/png;base64,iVBORw0KGgo===', // three padding characters
      'data:image/png;base64,iVBORw0K-_go=', // base64url alphabet
      'data:bild;base64,AAAA', // not type/subtype
      'data:image/png";base64,AAAA',
    ]) {
      expect(parseDataUrl(text), text).toBeUndefined();
    }
  });
});

describe('decodedLength', () => {
  it('counts bytes from the length and the padding', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 300_001]) {
      const base64 = Buffer.alloc(bytes, 7).toString('base64');
      expect(decodedLength(base64), String(bytes)).toBe(bytes);
    }
  });
});
