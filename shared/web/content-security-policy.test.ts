import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const directives = (policy: string): Map<string, string> =>
  new Map(policy.split('; ').map((directive) => [directive.slice(0, directive.indexOf(' ')), directive.slice(directive.indexOf(' ') + 1)]));

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ scriptHashes: ['sha256-abc='] }));

  it('lets the service worker and the app manifest load from our origin only', () => {
    expect(policy.get('worker-src')).toBe("'self' blob:");
    expect(policy.get('manifest-src')).toBe("'self'");
  });

  it("plays signage videos from the shop and https addresses, as a scene's video region allows", () => {
    expect(policy.get('media-src')).toBe("'self' https:");
  });

  it('allows inline scripts only by hash outside the dev server', () => {
    expect(policy.get('script-src')).toBe("'self' 'sha256-abc=' https://connect.facebook.net https://www.googletagmanager.com");
    expect(directives(contentSecurityPolicy({ scriptHashes: [], dev: true })).get('script-src')).toContain("'unsafe-inline'");
  });

  it('frames our origin and the map and feed embeds of the allow-list, nothing else', () => {
    expect(policy.get('frame-src')).toBe(
      "'self' https://www.google.com https://maps.google.com https://www.openstreetmap.org https://www.facebook.com https://www.instagram.com",
    );
    // The embeds are frames: none of their hosts may run scripts on our origin.
    expect(policy.get('script-src')).not.toMatch(/google\.com|openstreetmap|instagram|facebook\.com/);
  });
});
