/** How the users screens name roles and branches. */
import { ROLES, type User } from '#shared/schemas/user.ts';
import { t } from '../i18n';

/** "Administrator, Mitarbeiter" in the order of ROLES. */
export const roleNames = (roles: readonly string[]): string =>
  ROLES.filter((role) => roles.includes(role))
    .map((role) => t(`usersAdmin.role.${role}`))
    .join(', ');

/**
 * The branch names of a user in German order; an administrator works for every branch, whatever
 * the record lists. Branches not (yet) loaded or deleted are left out.
 */
export function branchNames(user: Pick<User, 'roles' | 'branches'>, branches: readonly { id: string; name: string }[] | undefined): string {
  if (user.roles.includes('ROLE_ADMIN')) return t('usersAdmin.allBranches');
  const names = user.branches.flatMap((reference) => branches?.find((branch) => branch.id === reference.id)?.name ?? []);
  return names.length > 0 ? names.sort((a, b) => a.localeCompare(b, 'de')).join(', ') : t('usersAdmin.noBranches');
}
