/**
 * /local/outbox: the page that lists the e-mails and SMS the local stack "sent" (the newest
 * REMEMBERED_MESSAGES of them, newest first), its JSON form (`?format=json` or
 * `Accept: application/json`, `{ data: [...] }`), and POST, the local stand-in for the mail and SMS
 * providers (body: outboxMessageInput).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { outboxMessageInput, REMEMBERED_MESSAGES, type Outbox, type OutboxMessage } from '../outbox';
import { readBody, sendJson } from './io';
import { errorBody, localMessages } from './messages';

export async function handleOutbox(outbox: Outbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'POST') {
    const body = await readBody(req);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      sendJson(res, 400, errorBody('request.invalidJson', localMessages.invalidJson));
      return;
    }
    const parsed = outboxMessageInput.safeParse(json);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? '';
      sendJson(res, 400, JSON.stringify({ errors: [{ code: 'outbox.invalid', field, message: `Das Feld „${field}“ fehlt oder ist ungültig.` }] }));
      return;
    }
    sendJson(res, 201, JSON.stringify({ data: outbox.add(parsed.data) }));
    return;
  }
  if (req.method !== 'GET') {
    res.writeHead(405, { allow: 'GET, POST' }).end();
    return;
  }
  const wantsJson = new URL(req.url ?? '/', 'http://local').searchParams.get('format') === 'json' || (req.headers.accept ?? '').startsWith('application/json');
  if (wantsJson) sendJson(res, 200, JSON.stringify({ data: outbox.list() }));
  else sendJson(res, 200, renderOutbox(outbox.list()), 'text/html; charset=utf-8');
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const dateTime = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Vienna' });

function renderOutbox(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<article>
  <header><strong>${message.channel === 'email' ? 'E-Mail' : 'SMS'}</strong> an ${escapeHtml(message.to)}${message.from ? ` von ${escapeHtml(message.from)}` : ''} · <time datetime="${message.sentAt}">${dateTime.format(new Date(message.sentAt))}</time></header>
  ${message.subject ? `<h2>${escapeHtml(message.subject)}</h2>` : ''}
  ${message.html ? `<iframe sandbox title="Inhalt" srcdoc="${escapeHtml(message.html)}"></iframe>` : `<pre>${escapeHtml(message.text)}</pre>`}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Postausgang (lokal) – Theke</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #222; }
  article { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin-bottom: 1rem; }
  header { color: #555; }
  h2 { font-size: 1.1rem; margin: .75rem 0 .5rem; }
  pre { white-space: pre-wrap; font-family: inherit; margin: .5rem 0 0; }
  iframe { width: 100%; min-height: 20rem; border: 1px solid #eee; }
</style>
</head>
<body>
<h1>Postausgang (lokal)</h1>
<p>Hier landen alle E-Mails und SMS, die Theke lokal verschickt. Nichts davon verlässt diesen Rechner. Angezeigt werden die neuesten ${REMEMBERED_MESSAGES}.</p>
${messages.length === 0 ? '<p><em>Noch keine Nachrichten.</em></p>' : rows}
</body>
</html>`;
}
