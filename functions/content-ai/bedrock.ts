/**
 * One question to Amazon Bedrock through the Converse API (@aws-sdk/client-bedrock-runtime), the
 * answer parsed as JSON with a zod schema. The model is configuration (THEKE_BEDROCK_MODEL_ID);
 * on the local stack THEKE_BEDROCK_ENDPOINT points the real client at the fake
 * (infra/local/fakes/bedrock.ts). The client loads with the first question, not with the Lambda
 * (../lib/sdk-client.ts).
 *
 * Failures reach the user in German only: the service unreachable, throttled or refusing → 503
 * `contentAi.unavailable`; an answer that is no JSON of the expected shape → 502
 * `contentAi.badAnswer`. The cause goes to the log.
 */
import type { ContentBlock } from '@aws-sdk/client-bedrock-runtime';
import type * as z from 'zod';
import { createLookup } from '#shared/i18n/lookup.ts';
import { mediaMessages } from '#shared/i18n/media.ts';
import { readSetting } from '../lib/config';
import { ApiError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { lazyClient } from '../lib/sdk-client';

const text = createLookup(mediaMessages);

const bedrockSdk = () => import('@aws-sdk/client-bedrock-runtime');

const bedrockClient = lazyClient('bedrockEndpoint', async ({ region, endpoint }) => {
  const { BedrockRuntimeClient } = await bedrockSdk();
  return new BedrockRuntimeClient({
    region,
    // A generation takes seconds; the HTTP API gives up after 30.
    maxAttempts: 2,
    ...(endpoint ? { endpoint } : {}),
  });
});

export interface Question {
  /** The instructions (German). */
  system: string;
  /** The request with its context (German); holds no personal data. */
  prompt: string;
  /** A picture for the model to look at. */
  image?: { bytes: Uint8Array; format: 'jpeg' | 'png' | 'webp' };
  maxTokens: number;
}

const failure = (status: number, key: 'api.contentAi.unavailable' | 'api.contentAi.badAnswer'): ApiError =>
  new ApiError(status, [{ code: key.slice('api.'.length), message: text(key) }]);

/** The first JSON object in a model's text (models like to wrap it in prose or a code fence). */
export function jsonOf(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(answer.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

export async function askForJson<S extends z.ZodType>(question: Question, schema: S, log: Logger): Promise<z.output<S>> {
  const client = await bedrockClient();
  const { ConverseCommand } = await bedrockSdk();
  const modelId = readSetting('bedrockModelId');
  const content: ContentBlock[] = [
    ...(question.image ? [{ image: { format: question.image.format, source: { bytes: question.image.bytes } } }] : []),
    { text: question.prompt },
  ];
  const started = Date.now();
  let answer: string;
  try {
    const response = await client.send(
      new ConverseCommand({
        modelId,
        system: [{ text: question.system }],
        messages: [{ role: 'user', content }],
        inferenceConfig: { maxTokens: question.maxTokens, temperature: 0.7 },
      }),
    );
    answer = (response.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
    log.info('content-ai: answer', {
      modelId,
      answer,
      stopReason: response.stopReason,
      inputTokens: response.usage?.inputTokens,
      outputTokens: response.usage?.outputTokens,
      ms: Date.now() - started,
    });
  } catch (error) {
    log.error('content-ai: model call failed', { modelId, error, ms: Date.now() - started });
    throw failure(503, 'api.contentAi.unavailable');
  }
  const parsed = schema.safeParse(jsonOf(answer));
  if (!parsed.success) {
    log.warn('content-ai: answer does not fit the schema', { modelId, issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`) });
    throw failure(502, 'api.contentAi.badAnswer');
  }
  return parsed.data;
}
