/**
 * /backend/categories: the categories that group products in the storefront (storefront.md §3
 * "Category"), whether each is on, limited by a schedule, and in how many menus it stands: a
 * category shows in the storefront only through a menu (Produktkatalog), so "in keinem
 * Produktkatalog" tells the owner why a new category is not visible yet. Menus are few, so the
 * whole list of them (menusApi.useAll) is read for the count.
 */
import { useMemo } from 'react';
import type { Category } from '#shared/schemas/catalogue.ts';
import { pluralKey, t } from '../../i18n';
import { DataList, type Column } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { categoriesApi, menusApi } from '../api';
import { menuCountByCategory } from '../menus/menu-catalog';

export default function CategoriesPage() {
  const viewer = useViewer();
  const menus = menusApi.useAll();
  const counts = useMemo(() => (menus.data ? menuCountByCategory(menus.data) : undefined), [menus.data]);
  const columns: Column<Category>[] = [
    { label: t('catalogueAdmin.categories.column.enabled'), render: (category) => (category.isEnabled ? t('dataScreen.yes') : t('dataScreen.no')) },
    {
      label: t('catalogueAdmin.categories.column.availability'),
      render: (category) =>
        category.schedule?.length ? t('catalogueAdmin.categories.availability.scheduled') : t('catalogueAdmin.categories.availability.always'),
      secondary: true,
    },
    {
      label: t('catalogueAdmin.categories.column.menus'),
      render: (category) => {
        if (!counts) return '';
        const n = counts.get(category.id) ?? 0;
        return n === 0
          ? t('catalogueAdmin.categories.inMenus.none')
          : t(pluralKey(n, 'catalogueAdmin.categories.inMenus.one', 'catalogueAdmin.categories.inMenus.other'), { n });
      },
    },
  ];
  return (
    <DataList
      api={categoriesApi}
      title={t('backoffice.area.categories')}
      searchLabel={t('catalogueAdmin.categories.search')}
      rowTitle={(category) => category.name}
      rowPath={(category) => `/categories/${category.id}`}
      columns={columns}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'categories').create() ? '/categories/new' : undefined}
      newLabel={t('catalogueAdmin.categories.new')}
      emptyText={t('catalogueAdmin.categories.empty')}
    />
  );
}
