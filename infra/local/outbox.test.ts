import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox, REMEMBERED_MESSAGES } from './outbox';

const mail = (index: number) => ({ channel: 'email' as const, to: `kunde${index}@example.com`, subject: `Bestellung ${index}`, text: 'x'.repeat(1000) });

describe('Outbox', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps only the newest messages in memory, however many are sent', () => {
    const outbox = new Outbox();
    for (let index = 1; index <= REMEMBERED_MESSAGES * 5; index++) outbox.add(mail(index));
    const listed = outbox.list();
    expect(listed).toHaveLength(REMEMBERED_MESSAGES);
    expect(listed[0]!.to).toBe(`kunde${REMEMBERED_MESSAGES * 5}@example.com`);
    expect(listed.at(-1)!.to).toBe(`kunde${REMEMBERED_MESSAGES * 4 + 1}@example.com`);
  });

  it('writes every message to its file and reads back the newest after a restart', () => {
    const folder = mkdtempSync(join(tmpdir(), 'outbox-'));
    folders.push(folder);
    const outbox = new Outbox(folder, 3);
    for (let index = 1; index <= 5; index++) outbox.add(mail(index));
    expect(readFileSync(join(folder, 'messages.jsonl'), 'utf8').trim().split('\n')).toHaveLength(5);
    expect(new Outbox(folder, 3).list().map((message) => message.subject)).toEqual(['Bestellung 5', 'Bestellung 4', 'Bestellung 3']);
  });
});
