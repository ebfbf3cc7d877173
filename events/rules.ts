/**
 * The rules and schedules of bus `theke` (DESIGN.md §6): the CDK events stack deploys them and the
 * local stack's in-process bus and scheduler (infra/local/bus) apply the very same list.
 *
 * Each side effect adds its rule here together with its consumer (e-mail, SMS, printing,
 * statistics) and each job its schedule; no rule exists yet, so that list is empty rather than
 * pointing at handlers that do nothing.
 */
import type { EventRuleDefinition, ScheduleDefinition } from './definitions';

export const eventRules: EventRuleDefinition[] = [];

export const schedules: ScheduleDefinition[] = [
  {
    name: 'payment-status-check',
    description: 'Offene Online-Zahlungen beim Zahlungsanbieter abfragen',
    cron: '*/5 * * * *',
    job: 'functions/payments/status-check.ts',
  },
];
