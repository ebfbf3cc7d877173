/** The path rule of sites and redirects, checked while typing as the server checks it on save (shared/schemas/common.ts `pathSchema`). */
import { pathSchema } from '#shared/schemas/common.ts';
import { t } from '../i18n';

/** The message for a path the server would refuse; undefined for a valid one (and while empty: the server names a missing one). */
export function pathError(path: string | undefined): string | undefined {
  if (!path?.trim()) return undefined;
  return pathSchema.safeParse(path).success ? undefined : t('websiteAdmin.field.pathInvalid');
}
