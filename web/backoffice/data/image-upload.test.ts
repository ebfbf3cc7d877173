import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMITS } from '#shared/media/image-files.ts';
import { t } from '#shared/i18n/staff.ts';
import { IMAGE_ACCEPT, checkImageFile, imageErrorText } from './image-upload';

describe('the browser check of an image upload', () => {
  it('lets through the photos the server takes', () => {
    expect(checkImageFile({ name: 'Leberkäse.JPG', type: 'image/jpeg', size: 4_000_000 })).toBeUndefined();
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: 20_000 })).toBeUndefined();
    expect(checkImageFile({ name: 'x.jpeg', type: 'image/jpeg', size: IMAGE_UPLOAD_LIMITS.maxBytes })).toBeUndefined();
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });

  it('refuses in German what the server would refuse, before anything is sent', () => {
    expect(checkImageFile({ name: 'gross.jpg', type: 'image/jpeg', size: 30 * 1024 * 1024 })).toBe(t('api.image.tooLarge'));
    expect(checkImageFile({ name: 'leer.jpg', type: 'image/jpeg', size: 0 })).toBe(t('api.image.empty'));
    expect(checkImageFile({ name: 'menu.pdf', type: 'application/pdf', size: 1000 })).toBe(t('api.image.typeNotAllowed'));
    expect(checkImageFile({ name: 'foto.tiff', type: '', size: 1000 })).toBe(t('api.image.typeNotAllowed'));
    expect(checkImageFile({ name: 'foto.png', type: 'image/jpeg', size: 1000 })).toBe(t('api.image.extensionMismatch'));
    expect(t('api.image.tooLarge')).toMatch(/zu groß/);
  });

  it('shows a failed image with the German text of its error code', () => {
    expect(imageErrorText({ errorCode: 'api.image.notAnImage' })).toBe(t('api.image.notAnImage'));
    expect(imageErrorText({ errorCode: 'no.such.key' })).toBe(t('api.image.processingFailed'));
    expect(imageErrorText({})).toBe(t('api.image.processingFailed'));
  });
});
