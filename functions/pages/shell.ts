/**
 * The shell in AWS: the storefront's index.html as the web bucket has it, read through CloudFront
 * from the origin the visitor used (`/index.html` is a file: the bucket's behaviour answers it).
 *
 * Decision: read, not bundled into this Lambda. The web stack deploys the bucket after the api
 * stack, so a bundled copy would reference /assets/… files and inline-script hashes (the CSP) of a
 * build the bucket and CloudFront do not have yet, for the minutes between the two deployments.
 * Read from the bucket's side, the shell always matches the deployed assets and policy. Each Lambda
 * instance keeps it SHELL_SECONDS and keeps using the last copy while a new read fails.
 */
const SHELL_SECONDS = 60;
const TIMEOUT_MS = 3000;

const cache = new Map<string, { html: string; expires: number }>();

export async function fetchShell(viewerOrigin: string): Promise<string> {
  const cached = cache.get(viewerOrigin);
  if (cached && cached.expires > Date.now()) return cached.html;
  try {
    const response = await fetch(`${viewerOrigin}/index.html`, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`index.html: ${response.status}`);
    const html = await response.text();
    cache.set(viewerOrigin, { html, expires: Date.now() + SHELL_SECONDS * 1000 });
    return html;
  } catch (error) {
    if (cached) return cached.html;
    throw error;
  }
}
