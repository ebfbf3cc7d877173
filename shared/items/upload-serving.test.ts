import { describe, expect, it } from 'vitest';
import { asciiFileName, uploadContentDisposition, uploadDispositionOfKey } from './upload-serving';

describe('uploadContentDisposition', () => {
  it('shows images a browser shows inline', () => {
    for (const extension of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'PNG'])
      expect(uploadContentDisposition(extension, 'Torte.png', 'x'), extension).toBe('inline');
  });

  it('downloads everything else under its name', () => {
    expect(uploadContentDisposition('pdf', 'Rechnung März.pdf', '01J-1')).toBe(
      `attachment; filename="Rechnung M_rz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`,
    );
    expect(uploadContentDisposition('txt', undefined, '01J-1')).toBe(`attachment; filename="01J-1.txt"; filename*=UTF-8''01J-1.txt`);
    expect(uploadContentDisposition('txt', 'a"b<script>.html', '01J-1')).toBe(`attachment; filename="a_b_script_.txt"; filename*=UTF-8''a%22b%3Cscript%3E.txt`);
    expect(uploadContentDisposition('heic', 'IMG.HEIC', 'x')).toMatch(/^attachment; /);
  });

  it('keeps the stored extension whatever the name says', () => {
    expect(asciiFileName('foto.png.exe', 'x', 'txt')).toBe('foto.png.txt');
    expect(asciiFileName('...', 'fallback', 'pdf')).toBe('fallback.pdf');
  });
});

describe('uploadDispositionOfKey', () => {
  it('derives it from the address of an object stored without one', () => {
    expect(uploadDispositionOfKey('upload/abc/01J-1.txt')).toBe(`attachment; filename="01J-1.txt"; filename*=UTF-8''01J-1.txt`);
    expect(uploadDispositionOfKey('upload/abc/01J-1.png')).toBe('inline');
    expect(uploadDispositionOfKey('upload/abc/preview/01J-1.jpg')).toBe('inline');
    expect(uploadDispositionOfKey('upload/abc/weird')).toBe('attachment');
    expect(uploadDispositionOfKey('image/01J-1.jpg')).toBeUndefined();
  });
});
