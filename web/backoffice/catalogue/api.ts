/**
 * The catalogue's resources (products, categories, tags, menus): one API module each, with the
 * query keys, fetchers and hooks of ../data/resource-api.ts and the spec's German fallbacks.
 */
import { categorySchema, menuSchema, productSchema, tagSchema, type Category, type Menu, type Product, type Tag } from '#shared/schemas/catalogue.ts';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { t } from '../i18n';
import { defineResource, type ResourceMessages } from '../data/resource-api';

const messagesOf = (resource: 'product' | 'category' | 'tag' | 'menu', loadFailed: string): ResourceMessages => ({
  loadFailed,
  createFailed: t(crudFailedKey(resource, 'create')),
  updateFailed: t(crudFailedKey(resource, 'update')),
  deleteFailed: t(crudFailedKey(resource, 'delete')),
});

export const productsApi = defineResource<Product>({
  resource: 'products',
  schema: productSchema,
  messages: messagesOf('product', t('backoffice.productsLoadFailed')),
});
export const categoriesApi = defineResource<Category>({
  resource: 'categories',
  schema: categorySchema,
  messages: messagesOf('category', t('backoffice.categoriesLoadFailed')),
});
export const tagsApi = defineResource<Tag>({ resource: 'tags', schema: tagSchema, messages: messagesOf('tag', t('backoffice.tagsLoadFailed')) });
export const menusApi = defineResource<Menu>({ resource: 'menus', schema: menuSchema, messages: messagesOf('menu', t('backoffice.menusLoadFailed')) });
