/**
 * The back office's catalogue: everything of ./index.ts plus the texts of its data screens
 * (lists, editors, the catalogue, branch, table and settings areas). Only the back office imports
 * it (web/backoffice/i18n.ts): server code uses ./index.ts, so no Lambda bundles the editors' texts.
 */
import { analyticsAdminMessages } from './analytics-admin';
import { auditAdminMessages } from './audit-admin';
import { branchAdminMessages } from './branch-admin';
import { catalogueAdminMessages } from './catalogue-admin';
import { contentAiAdminMessages } from './content-ai-admin';
import { customersAdminMessages } from './customers-admin';
import { dataScreenMessages } from './data-screens';
import { formsAdminMessages } from './forms-admin';
import { imageTemplatesAdminMessages } from './image-templates-admin';
import { labelSheetsAdminMessages } from './label-sheets-admin';
import { mediaAdminMessages } from './media-admin';
import { messageAreas } from './index';
import { organisationAdminMessages } from './organisation-admin';
import { phoneOrderAdminMessages } from './phone-order-admin';
import { projectsAdminMessages } from './projects-admin';
import { qrCodesAdminMessages } from './qr-codes-admin';
import { createLookup, type Merged, type PlainKeyOf } from './lookup';
import { settingsAdminMessages } from './settings-admin';
import { signageAdminMessages } from './signage-admin';
import { signagePlayerMessages } from './signage-player';
import { statisticsAdminMessages } from './statistics-admin';
import { tablesAdminMessages } from './tables-admin';
import { timeClockMessages } from './time-clock';
import { timeSheetsAdminMessages } from './time-sheets-admin';
import { usersAdminMessages } from './users-admin';
import { websiteAdminMessages } from './website-admin';
import { workingTimeAdminMessages } from './working-time-admin';

/** The areas only the back office's data screens use. */
export const dataScreenAreas = [
  dataScreenMessages,
  catalogueAdminMessages,
  branchAdminMessages,
  settingsAdminMessages,
  tablesAdminMessages,
  websiteAdminMessages,
  formsAdminMessages,
  organisationAdminMessages,
  auditAdminMessages,
  analyticsAdminMessages,
  phoneOrderAdminMessages,
  customersAdminMessages,
  usersAdminMessages,
  mediaAdminMessages,
  labelSheetsAdminMessages,
  imageTemplatesAdminMessages,
  contentAiAdminMessages,
  statisticsAdminMessages,
  qrCodesAdminMessages,
  projectsAdminMessages,
  timeClockMessages,
  timeSheetsAdminMessages,
  workingTimeAdminMessages,
  signageAdminMessages,
  signagePlayerMessages,
] as const;

export const staffMessageAreas = [...messageAreas, ...dataScreenAreas] as const;

export type StaffMessages = Merged<typeof staffMessageAreas>;
export type StaffMessageKey = keyof StaffMessages & string;
export type StaffPlainMessageKey = PlainKeyOf<StaffMessages>;

export const staffMessages: StaffMessages = Object.assign({}, ...staffMessageAreas);

/** The German text of a back-office key with its `{name}` placeholders filled in. */
export const t = createLookup(staffMessages);

export { pluralKey } from './lookup';
