/**
 * The local outbox (DESIGN.md §2): locally no e-mail or SMS leaves the machine; the local
 * stand-ins of the mail and SMS providers put each message here and /local/outbox shows them.
 * With a folder the messages survive a restart (`.data/outbox/messages.jsonl`, one JSON object a
 * line); without one they live in memory (tests).
 *
 * Memory keeps the newest REMEMBERED messages, as the bus keeps its latest events: SES and the SMS
 * provider keep nothing in the sending Lambda, so a stack that runs for hours must not hold every
 * message it ever sent (an order's staff e-mail is about 7 KB; the 20-minute soak sent 900). The
 * file keeps them all.
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

/** How many messages the outbox keeps in memory (newest); older ones stay in the file only. */
export const REMEMBERED_MESSAGES = 200;

export class Outbox {
  private readonly messages: OutboxMessage[] = [];
  private readonly file: string | undefined;

  constructor(
    directory?: string,
    private readonly remembered: number = REMEMBERED_MESSAGES,
  ) {
    if (!directory) return;
    mkdirSync(directory, { recursive: true });
    this.file = join(directory, 'messages.jsonl');
    if (existsSync(this.file)) {
      for (const line of readFileSync(this.file, 'utf8').split('\n')) {
        if (line.trim()) this.remember(JSON.parse(line) as OutboxMessage);
      }
    }
  }

  add(input: OutboxMessageInput, now: Date = new Date()): OutboxMessage {
    const message: OutboxMessage = { ...outboxMessageInput.parse(input), id: randomUUID(), sentAt: now.toISOString() };
    this.remember(message);
    if (this.file) appendFileSync(this.file, `${JSON.stringify(message)}\n`);
    return message;
  }

  private remember(message: OutboxMessage): void {
    this.messages.push(message);
    if (this.messages.length > this.remembered) this.messages.splice(0, this.messages.length - this.remembered);
  }

  /** The remembered messages, newest first. */
  list(): OutboxMessage[] {
    return [...this.messages].reverse();
  }
}
