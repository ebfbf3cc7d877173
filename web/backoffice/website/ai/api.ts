/** The calls of content generation (functions/content-ai): proposals only, nothing is stored. */
import {
  imageProposalSchema,
  siteProposalSchema,
  type ImageProposal,
  type ImageProposalRequest,
  type SiteProposal,
  type SiteProposalRequest,
} from '#shared/schemas/content-ai.ts';
import { api } from '../../client';
import { t } from '../../i18n';

export function proposeSiteTexts(siteId: string, request: SiteProposalRequest): Promise<SiteProposal> {
  return api.post(`/api/content-ai/generate/site/${encodeURIComponent(siteId)}`, request, { schema: siteProposalSchema, fallback: t('contentAiAdmin.failed') });
}

export function proposeImageTexts(request: ImageProposalRequest): Promise<ImageProposal> {
  return api.post('/api/content-ai/generate/image', request, { schema: imageProposalSchema, fallback: t('contentAiAdmin.failed') });
}
