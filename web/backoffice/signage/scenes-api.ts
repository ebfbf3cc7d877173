/**
 * The scenes' API module (GET/POST/PUT/DELETE /api/scenes …, ../data/resource-api.ts) and the
 * editor's live preview: `POST /api/scenes/preview` draws a draft with a branch's live data.
 */
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { playableSceneSchema, sceneSchema, type PlayableScene, type Scene, type SceneInput } from '#shared/schemas/signage.ts';
import { api } from '../client';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';

export const scenesApi = defineResource<Scene, SceneInput>({
  resource: 'scenes',
  schema: sceneSchema,
  messages: {
    loadFailed: t(crudFailedKey('scene', 'load')),
    createFailed: t(crudFailedKey('scene', 'create')),
    updateFailed: t(crudFailedKey('scene', 'update')),
    deleteFailed: t(crudFailedKey('scene', 'delete')),
  },
});

/** The draft with the live data of `branchId` (price lists of its current menu, its opening hours). */
export const previewScene = (scene: SceneInput, branchId: string | undefined, signal?: AbortSignal): Promise<PlayableScene> =>
  api.post(
    '/api/scenes/preview',
    { scene, branch: branchId ? { id: branchId } : undefined },
    {
      schema: playableSceneSchema,
      fallback: t('signageAdmin.scenes.preview.failed'),
      signal,
    },
  );
