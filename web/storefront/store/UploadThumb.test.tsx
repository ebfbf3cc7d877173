// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPreviewPath } from '#shared/items/uploads.ts';
import { useDomRoot } from '../../backoffice/testing/dom';
import { PREVIEW_ATTEMPTS, PREVIEW_RETRY_MS, UploadThumb } from './UploadThumb';
import type { PartUpload } from './uploads';

const dom = useDomRoot();
const upload = (extension: string, id = `01JBX6Q0Z8M3K4N5P6R7S8T9${extension.slice(0, 2).toUpperCase()}`): PartUpload => ({
  id,
  version: 1,
  extension,
  publicHash: '9f86d081884c7d659a2feaa0c55ad015',
  name: `Datei.${extension}`,
});

const images = () => [...dom.container.querySelectorAll('img')];
const badge = () => dom.container.querySelector('.upload__thumb--file');
const fire = (element: Element, type: 'load' | 'error') => act(() => void element.dispatchEvent(new Event(type)));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('UploadThumb', () => {
  it('shows the type of a PDF until its preview loads, asking again while it is not there yet', () => {
    const pdf = upload('pdf');
    dom.render(<UploadThumb file={pdf} />);
    expect(badge()?.textContent).toBe('PDF');
    expect(images()).toHaveLength(1);
    expect(images()[0]!.getAttribute('src')).toBe(uploadPreviewPath(pdf));
    expect(images()[0]!.hidden).toBe(true);

    fire(images()[0]!, 'error');
    expect(images()).toHaveLength(0);
    expect(badge()?.textContent).toBe('PDF');
    act(() => vi.advanceTimersByTime(PREVIEW_RETRY_MS));
    expect(images()[0]!.getAttribute('src')).toBe(`${uploadPreviewPath(pdf)}?attempt=1`);

    fire(images()[0]!, 'load');
    expect(badge()).toBeNull();
    expect(images()).toHaveLength(1);
    expect(images()[0]!.hidden).toBe(false);
  });

  it('keeps the type after the last attempt (a file that gets no preview): never a broken image', () => {
    dom.render(<UploadThumb file={upload('pdf')} />);
    for (let attempt = 0; attempt < PREVIEW_ATTEMPTS; attempt++) {
      fire(images()[0]!, 'error');
      act(() => vi.advanceTimersByTime(PREVIEW_RETRY_MS));
    }
    expect(images()).toHaveLength(0);
    expect(badge()?.textContent).toBe('PDF');
    act(() => vi.advanceTimersByTime(PREVIEW_RETRY_MS * 10));
    expect(images()).toHaveLength(0);
  });

  it('shows a type without a preview (an office document) as its type only', () => {
    dom.render(<UploadThumb file={upload('docx')} />);
    expect(badge()?.textContent).toBe('DOCX');
    expect(images()).toHaveLength(0);
  });
});
