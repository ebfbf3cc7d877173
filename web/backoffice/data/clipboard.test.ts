// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearClipboard, readClipboard, writeClipboard } from './clipboard';

beforeEach(() => window.sessionStorage.clear());

describe('clipboard', () => {
  it('keeps one item per context; a new copy replaces the old one', () => {
    writeClipboard('openingHours', 'Öffnungszeiten von Graz', [{ type: 'daily', from: '07:00', to: '18:00' }]);
    writeClipboard('product', 'Leberkässemmel', { name: 'Leberkässemmel', price: 3.9 });
    writeClipboard('openingHours', 'Öffnungszeiten von Weiz', [{ type: 'daily', from: '08:00', to: '12:00' }]);
    expect(readClipboard('openingHours')).toEqual({
      context: 'openingHours',
      label: 'Öffnungszeiten von Weiz',
      data: [{ type: 'daily', from: '08:00', to: '12:00' }],
    });
    expect(readClipboard('product')?.label).toBe('Leberkässemmel');
    expect(window.sessionStorage.getItem('theke.clipboard.product')).toContain('Leberkässemmel');
  });

  it('copies deeply and clears per context', () => {
    const hours = [{ type: 'daily', from: '07:00', to: '18:00' }];
    writeClipboard('openingHours', 'Graz', hours);
    hours[0]!.from = '09:00';
    expect(readClipboard<typeof hours>('openingHours')?.data[0]?.from).toBe('07:00');
    clearClipboard('openingHours');
    expect(readClipboard('openingHours')).toBeUndefined();
  });

  it('ignores what is not a clipboard item of the context', () => {
    window.sessionStorage.setItem('theke.clipboard.product', '{broken');
    expect(readClipboard('product')).toBeUndefined();
    window.sessionStorage.setItem('theke.clipboard.product', JSON.stringify({ context: 'table', label: 'x', data: 1 }));
    expect(readClipboard('product')).toBeUndefined();
  });
});
