/**
 * The website's resources (sites, nodes, navigations, redirects, blocks, donatees): one API module
 * each (../data/resource-api.ts) with the spec's German fallbacks ('Seite konnte nicht … werden.').
 */
import {
  blockSchema,
  donateeSchema,
  navigationSchema,
  nodeSchema,
  redirectSchema,
  siteSchema,
  type Block,
  type Donatee,
  type Navigation,
  type Node,
  type Redirect,
  type Site,
} from '#shared/schemas/content.ts';
import { crudFailedKey, type CrudResource } from '#shared/i18n/backoffice.ts';
import { t } from '../i18n';
import { defineResource, type ResourceMessages } from '../data/resource-api';

const messagesOf = (resource: CrudResource): ResourceMessages => ({
  loadFailed: t(crudFailedKey(resource, 'load')),
  createFailed: t(crudFailedKey(resource, 'create')),
  updateFailed: t(crudFailedKey(resource, 'update')),
  deleteFailed: t(crudFailedKey(resource, 'delete')),
});

export const sitesApi = defineResource<Site>({ resource: 'sites', schema: siteSchema, messages: messagesOf('site') });
export const nodesApi = defineResource<Node>({ resource: 'nodes', schema: nodeSchema, messages: messagesOf('node') });
export const navigationsApi = defineResource<Navigation>({ resource: 'navigations', schema: navigationSchema, messages: messagesOf('navigation') });
export const redirectsApi = defineResource<Redirect>({ resource: 'redirects', schema: redirectSchema, messages: messagesOf('redirect') });
export const blocksApi = defineResource<Block>({ resource: 'blocks', schema: blockSchema, messages: messagesOf('block') });
export const donateesApi = defineResource<Donatee>({ resource: 'donatees', schema: donateeSchema, messages: messagesOf('donatee') });
