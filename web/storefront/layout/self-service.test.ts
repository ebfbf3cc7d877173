import { describe, expect, it } from 'vitest';
import { resolveSelfService } from './self-service';

describe('resolveSelfService', () => {
  it('enters the context with ?kiosk=1 and leaves it with ?kiosk=0', () => {
    expect(resolveSelfService('?kiosk=1', null)).toBe(true);
    expect(resolveSelfService('?tab=2&kiosk=1', null)).toBe(true);
    expect(resolveSelfService('?kiosk=0', '1')).toBe(false);
  });

  it('stays in it for the rest of the visit without the parameter', () => {
    expect(resolveSelfService('', '1')).toBe(true);
    expect(resolveSelfService('?other=1', '1')).toBe(true);
  });

  it('is off by default and for other values', () => {
    expect(resolveSelfService('', null)).toBe(false);
    expect(resolveSelfService('?kiosk=yes', null)).toBe(false);
    expect(resolveSelfService('?kiosk', null)).toBe(false);
  });
});
