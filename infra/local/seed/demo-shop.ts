/**
 * The whole demo shop as record sets: each entity type with the API's input schema for it and
 * its records, in the order they are written (referenced records before the records that point
 * at them; the config last, because its presence marks a completed seed).
 */
import type { z } from 'zod';
import type { EntityData } from '#functions/db/entities.ts';
import { prepareBranch } from '#functions/branches/index.ts';
import { prepareDevice } from '#functions/printing/devices.ts';
import { CONFIG_ID, type EntityType } from '#functions/db/keys.ts';
import { branchInputSchema, tableInputSchema } from '#shared/schemas/branch.ts';
import { categoryInputSchema, menuInputSchema, productInputSchema, tagInputSchema } from '#shared/schemas/catalogue.ts';
import { configSchema } from '#shared/schemas/config.ts';
import { blockInputSchema, donateeInputSchema, navigationInputSchema, nodeInputSchema, siteInputSchema } from '#shared/schemas/content.ts';
import { deviceInputSchema } from '#shared/schemas/device.ts';
import { imageInputSchema } from '#shared/schemas/media.ts';
import { divisionInputSchema } from '#shared/schemas/organisation.ts';
import { userInputSchema, type UserInput } from '#shared/schemas/user.ts';
import { workingScheduleInputSchema } from '#shared/schemas/time-tracking.ts';
import { projectInputSchema, taskInputSchema } from '#shared/schemas/projects.ts';
import {
  digitalSignageDeviceInputSchema,
  digitalSignageSegmentInputSchema,
  digitalSignageStreamInputSchema,
  sceneInputSchema,
  type DigitalSignageDeviceInput,
} from '#shared/schemas/signage.ts';
import { withSecretHash } from '#functions/lib/secrets.ts';
import { recordFields } from '#functions/users/accounts.ts';
import { branches, division } from './data/branches';
import { categories, menus, products, tags } from './data/catalogue';
import { blocks, navigations, nodes, sites } from './data/content';
import { devices } from './data/devices';
import { customerOrders, customers, seedOrderSchema } from './data/customers';
import { customerInputSchema } from '#shared/schemas/crm.ts';
import { config, donatees, tables, users } from './data/shop';
import { projects, tasks, workingSchedules } from './data/working-time';
import { scenes, signageDevices, signageSegments, signageStreams } from './data/signage';
import { PHOTO_FILE, photos, withBranchPhotos, withCategoryPhotos, withProductPhotos } from './data/photos';

export { demoUsers, type DemoUser } from './data/shop';

export interface RecordSet {
  type: EntityType;
  /** The schema the API parses a create request of this type with. */
  schema: z.ZodType;
  records: readonly { id: string }[];
  /** What the API's write path does to a parsed record before storing it (e.g. hash a write-only key). */
  prepare?: (data: never, context: undefined) => EntityData;
}

export const demoShopRecordSets: readonly RecordSet[] = [
  { type: 'Division', schema: divisionInputSchema, records: [division] },
  { type: 'Tag', schema: tagInputSchema, records: tags },
  // The photos' records first (their files are in the bucket before any record points at them).
  {
    type: 'Image',
    schema: imageInputSchema,
    records: photos.map(({ subject: _subject, ...image }) => image),
    prepare: (image: object) => ({ ...image, ...PHOTO_FILE }),
  },
  { type: 'Branch', schema: branchInputSchema, records: withBranchPhotos(branches), prepare: prepareBranch },
  { type: 'Table', schema: tableInputSchema, records: tables },
  { type: 'Device', schema: deviceInputSchema, records: devices, prepare: prepareDevice },
  { type: 'Category', schema: categoryInputSchema, records: withCategoryPhotos(categories) },
  { type: 'Product', schema: productInputSchema, records: withProductPhotos(products) },
  { type: 'Menu', schema: menuInputSchema, records: menus },
  { type: 'Scene', schema: sceneInputSchema, records: scenes },
  { type: 'DigitalSignageSegment', schema: digitalSignageSegmentInputSchema, records: signageSegments },
  { type: 'DigitalSignageStream', schema: digitalSignageStreamInputSchema, records: signageStreams },
  {
    type: 'DigitalSignageDevice',
    schema: digitalSignageDeviceInputSchema,
    records: signageDevices,
    // The TV's key is write-only: stored as keyHash, as the player's access check expects.
    prepare: ({ key, ...fields }: DigitalSignageDeviceInput) => withSecretHash(fields, key, 'keyHash', undefined),
  },
  { type: 'Donatee', schema: donateeInputSchema, records: donatees },
  { type: 'Node', schema: nodeInputSchema, records: nodes },
  { type: 'Site', schema: siteInputSchema, records: sites },
  { type: 'Block', schema: blockInputSchema, records: blocks },
  { type: 'Navigation', schema: navigationInputSchema, records: navigations },
  { type: 'User', schema: userInputSchema, records: users, prepare: (user: UserInput) => recordFields(user) },
  { type: 'WorkingSchedule', schema: workingScheduleInputSchema, records: workingSchedules },
  { type: 'Project', schema: projectInputSchema, records: projects },
  { type: 'Task', schema: taskInputSchema, records: tasks },
  { type: 'Customer', schema: customerInputSchema, records: customers },
  { type: 'Order', schema: seedOrderSchema, records: customerOrders },
  { type: 'Config', schema: configSchema, records: [{ id: CONFIG_ID, ...config }] },
];
