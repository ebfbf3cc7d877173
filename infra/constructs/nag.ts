/** cdk-nag acknowledgements: every one names the rule and a concrete reason (DESIGN.md §7). */
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}
