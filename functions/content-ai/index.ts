/**
 * /api/content-ai (backoffice.md §7), administrators only: a proposal of a page's title,
 * description and content, and of an image's alternative text and caption, written by a model
 * on Amazon Bedrock (./bedrock.ts). Nothing is stored: the editor shows the proposal, the user
 * takes it over into the form and saves it as any edit.
 *
 * - Each generation counts against the user's hourly cap (./rate-limit.ts) → 429 beyond it.
 * - The proposal's content is cleaned like every site's rich text when it is saved
 *   (../lib/rich-text.ts), so the editor never shows markup the save would drop.
 * - The log keeps the prompt and the answer, with the user named only by a hash of their id; the
 *   prompts hold the brief and the shop's and page's own data, no personal data (./prompts.ts).
 */
import { createLookup } from '#shared/i18n/lookup.ts';
import { mediaMessages } from '#shared/i18n/media.ts';
import { imageKey } from '#shared/media/image-files.ts';
import { idSchema } from '#shared/schemas/common.ts';
import {
  imageProposalRequestSchema,
  SITE_PROPOSAL_FIELDS,
  siteProposalRequestSchema,
  type ImageProposal,
  type SiteProposal,
} from '#shared/schemas/content-ai.ts';
import * as z from 'zod';
import { loadShopConfig } from '../config/service';
import { getEntity } from '../db/repository';
import type { Caller } from '../lib/auth';
import { readConfig } from '../lib/config';
import { ApiError, notFound } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { sanitizeRichText } from '../lib/rich-text';
import { createGroupHandler, route } from '../lib/router';
import { s3Sdk, sharedS3Client } from '../lib/s3';
import { askForJson } from './bedrock';
import { IMAGE_SYSTEM, imageAnswerSchema, imagePrompt, SITE_SYSTEM, siteAnswerSchema, sitePrompt, type ShopContext } from './prompts';
import { GENERATIONS_PER_HOUR, takeGenerationAllowance, userHash } from './rate-limit';

const text = createLookup(mediaMessages);

/** Counts the generation or refuses it with 429; answers the log with the user as a hash. */
async function allowGeneration(caller: Caller, log: Logger): Promise<Logger> {
  const userId = caller.kind === 'staff' ? (caller.user?.id ?? caller.identity.sub) : 'anonymous';
  if (!(await takeGenerationAllowance(userId))) {
    throw new ApiError(429, [{ code: 'contentAi.limit', message: text('api.contentAi.limit', { limit: GENERATIONS_PER_HOUR }) }]);
  }
  return log.child({ user: userHash(userId).slice(0, 16) });
}

async function shopContext(log: Logger): Promise<ShopContext> {
  const { config } = await loadShopConfig(log);
  return { shopName: config.shopName, city: config.city };
}

/** The `small` WebP of a library image, or nothing when it is not there (yet). */
async function smallRendition(image: { id: string; version: number; extension?: unknown }, log: Logger): Promise<Uint8Array | undefined> {
  const key = imageKey({ id: image.id, version: image.version, extension: typeof image.extension === 'string' ? image.extension : 'jpg' }, 'small', 'webp');
  try {
    const client = await sharedS3Client();
    const { GetObjectCommand } = await s3Sdk();
    const object = await client.send(new GetObjectCommand({ Bucket: readConfig().mediaBucket, Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : undefined;
  } catch (error) {
    log.info('content-ai: no small rendition, describing by name', { key, error: error instanceof Error ? error.name : String(error) });
    return undefined;
  }
}

export const handler = createGroupHandler('content-ai', {
  'POST /api/content-ai/generate/site/{id}': route({
    params: z.object({ id: idSchema }),
    body: siteProposalRequestSchema,
    handle: async ({ params, body, caller, log }) => {
      const site = await getEntity('Site', params.id);
      if (!site) throw notFound('sites');
      const requestLog = await allowGeneration(caller, log);
      const fields = body.fields ?? SITE_PROPOSAL_FIELDS;
      const prompt = sitePrompt(
        {
          name: String(site.name ?? ''),
          path: String(site.path ?? '/'),
          type: site.type === 'simple' ? 'simple' : 'default',
          title: typeof site.title === 'string' ? site.title : undefined,
          description: typeof site.description === 'string' ? site.description : undefined,
        },
        await shopContext(log),
        { brief: body.brief, tone: body.tone, fields },
      );
      requestLog.info('content-ai: site prompt', { siteId: site.id, prompt });
      const answer = await askForJson({ system: SITE_SYSTEM, prompt, maxTokens: 1500 }, siteAnswerSchema, requestLog);
      const proposal: SiteProposal = {
        ...(fields.includes('title') && answer.title ? { title: answer.title } : {}),
        ...(fields.includes('description') && answer.description ? { description: answer.description } : {}),
        ...(fields.includes('content') && answer.content ? { content: await sanitizeRichText(answer.content) } : {}),
      };
      return proposal;
    },
  }),
  'POST /api/content-ai/generate/image': route({
    body: imageProposalRequestSchema,
    handle: async ({ body, caller, log }) => {
      const image = body.imageId ? await getEntity('Image', body.imageId) : undefined;
      if (body.imageId && !image) throw notFound('images');
      const name = body.name ?? (typeof image?.name === 'string' ? image.name : undefined);
      if (!name && !body.brief && !image) {
        throw new ApiError(400, [{ code: 'contentAi.imageNeedsSubject', message: text('api.contentAi.imageNeedsSubject') }]);
      }
      const requestLog = await allowGeneration(caller, log);
      const picture = image ? await smallRendition(image as { id: string; version: number; extension?: unknown }, requestLog) : undefined;
      const prompt = imagePrompt({ name, brief: body.brief, hasPicture: Boolean(picture) }, await shopContext(log));
      requestLog.info('content-ai: image prompt', { imageId: image?.id, withPicture: Boolean(picture), prompt });
      const answer = await askForJson(
        { system: IMAGE_SYSTEM, prompt, maxTokens: 400, ...(picture ? { image: { bytes: picture, format: 'webp' as const } } : {}) },
        imageAnswerSchema,
        requestLog,
      );
      const proposal: ImageProposal = { alt: answer.alt, ...(answer.description ? { description: answer.description } : {}) };
      return proposal;
    },
  }),
});
