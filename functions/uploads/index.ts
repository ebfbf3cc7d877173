/**
 * /api/uploads: list, read, update and delete of upload records. Creating an upload stores the
 * file itself (storefront.md §7 "Upload create": a base64 data URL), which belongs to the media
 * issue: until then POST answers 501.
 */
import { uploadInputSchema } from '../../shared/schemas/media';
import { keepServerFields, resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler, notImplemented } from '../lib/router';

export const handler = createGroupHandler('uploads', {
  ...resourceRoutes({
    policy: policies.uploads,
    input: uploadInputSchema,
    // The public address of the file never changes with an edit of its name.
    prepare: (input, _context, previous) => keepServerFields(input, previous, ['publicHash']),
  }),
  'POST /api/uploads': notImplemented(),
});
