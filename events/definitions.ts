/**
 * Event rules and schedules: one definition, used by the CDK events stack (infra/stacks) and by
 * the in-process bus and scheduler of the local stack (infra/local), so both route the same
 * events to the same consumer handlers.
 */

/** An EventBridge pattern (the subset we use): match on source and detail-type. */
export interface EventPattern {
  source?: string[];
  'detail-type'?: string[];
}

export interface EventRuleDefinition {
  /** Stable name, also the CDK construct id and the consumer's Lambda name. */
  name: string;
  description: string;
  pattern: EventPattern;
  /** Handler module relative to the repository root, exporting `handler(event: EventBridgeEvent)`. */
  consumer: string;
}

export interface ScheduleDefinition {
  name: string;
  description: string;
  /** Standard 5-field cron (minute hour day-of-month month day-of-week), evaluated in UTC. */
  cron: string;
  /** Job module relative to the repository root, exporting `handler()`. */
  job: string;
}
