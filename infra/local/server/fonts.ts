/**
 * /font/* on the local stack: the WOFF2 files of the stylesheets of /api/fonts, read straight from
 * the installed Fontsource packages (node_modules/@fontsource/<family>/files). In AWS the same
 * files are copied into the media bucket at deploy and CloudFront serves them (infra/constructs/font-files.ts).
 * Only addresses a stylesheet names are answered (shared/fonts/fonts.ts parseFontFilePath: the
 * family's current package version, latin or latin-ext), so no other file of node_modules is reachable.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parseFontFilePath } from '#shared/fonts/fonts.ts';
import { repoRoot } from '../emulators/process';
import { localMessages } from './messages';

export async function handleFont(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const file = parseFontFilePath((req.url ?? '/').split('?')[0]!);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end(localMessages.fileNotFound);
    return;
  }
  const path = join(repoRoot, 'node_modules', '@fontsource', file.family.id, 'files', file.fileName);
  const { size } = await stat(path);
  res.writeHead(200, {
    'content-type': 'font/woff2',
    'content-length': size,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
}
