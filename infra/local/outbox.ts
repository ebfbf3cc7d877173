/**
 * The local outbox (DESIGN.md §2): locally no e-mail or SMS leaves the machine; the local
 * stand-ins of the mail and SMS providers put each message here and /local/outbox shows them.
 * With a folder the messages survive a restart (`.data/outbox/messages.jsonl`, one JSON object a
 * line); without one they live in memory (tests).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const outboxMessageInput = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string().min(1),
  from: z.string().min(1).optional(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
});

export type OutboxMessageInput = z.infer<typeof outboxMessageInput>;

export interface OutboxMessage extends OutboxMessageInput {
  id: string;
  /** ISO time the message was handed over. */
  sentAt: string;
}

export class Outbox {
  private readonly messages: OutboxMessage[] = [];
  private readonly file: string | undefined;

  constructor(directory?: string) {
    if (!directory) return;
    mkdirSync(directory, { recursive: true });
    this.file = join(directory, 'messages.jsonl');
    if (existsSync(this.file)) {
      for (const line of readFileSync(this.file, 'utf8').split('\n')) {
        if (line.trim()) this.messages.push(JSON.parse(line) as OutboxMessage);
      }
    }
  }

  add(input: OutboxMessageInput, now: Date = new Date()): OutboxMessage {
    const message: OutboxMessage = { ...outboxMessageInput.parse(input), id: randomUUID(), sentAt: now.toISOString() };
    this.messages.push(message);
    if (this.file) appendFileSync(this.file, `${JSON.stringify(message)}\n`);
    return message;
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return [...this.messages].reverse();
  }
}
