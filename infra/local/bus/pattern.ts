/**
 * EventBridge pattern matching for the local bus, limited to the pattern subset that
 * events/definitions.ts allows: every field named in the pattern must hold one of the listed
 * values; fields the pattern does not name are not looked at.
 */
import type { EventRuleDefinition, EventPattern } from '#events/definitions.ts';

export interface MatchableEvent {
  source: string;
  'detail-type': string;
}

export function matchesPattern(pattern: EventPattern, event: MatchableEvent): boolean {
  return (Object.keys(pattern) as Array<keyof EventPattern>).every((field) => {
    const allowed = pattern[field];
    return allowed === undefined || allowed.includes(event[field]);
  });
}

/**
 * Rejects definitions EventBridge itself would refuse to deploy (an empty pattern or an empty
 * value list) or that would collide (two rules with one name), so the local bus never runs a rule
 * set CDK cannot deploy. Returns the problems as German sentences; empty when all is well.
 */
export function ruleProblems(rules: EventRuleDefinition[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.name)) problems.push(`Die Regel "${rule.name}" ist doppelt definiert.`);
    seen.add(rule.name);
    const fields = Object.entries(rule.pattern).filter(([, values]) => values !== undefined);
    if (fields.length === 0) problems.push(`Die Regel "${rule.name}" hat ein leeres Muster.`);
    for (const [field, values] of fields) {
      if (values.length === 0) problems.push(`Die Regel "${rule.name}" hat eine leere Werteliste für "${field}".`);
    }
  }
  return problems;
}
