/**
 * /backend/products: the shop's products (storefront.md §3 "Product"), a page at a time (a chain
 * may have 2,000), searchable by name and sorted by name, price or last change. Each row shows the
 * price as the storefront does (with "ca."/"ab" and the shop's currency), the unit it is for,
 * whether the product is on, and its allergen letters.
 */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/schemas/catalogue.ts';
import { formatAllergenCodes } from '#shared/menu/allergens.ts';
import { getUnit, isUnitId } from '#shared/units/units.ts';
import { t } from '../../i18n';
import { DataList, type Column } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { configApi } from '../../settings/api';
import { productsApi } from '../api';
import { listPrice } from './product-form';

export default function ProductsPage() {
  const viewer = useViewer();
  const config = useQuery({
    queryKey: configApi.queryKey,
    queryFn: ({ signal }) => configApi.load(signal),
    meta: { errorMessage: configApi.messages.loadFailed },
  });
  const currency = config.data?.currency || undefined;
  const columns: Column<Product>[] = [
    { label: t('catalogueAdmin.products.column.price'), render: (product) => listPrice(product, currency), numeric: true },
    { label: t('catalogueAdmin.products.column.unit'), render: (product) => (isUnitId(product.unit) ? getUnit(product.unit).shortName : product.unit) },
    { label: t('catalogueAdmin.products.column.enabled'), render: (product) => (product.isEnabled ? t('dataScreen.yes') : t('dataScreen.no')) },
    { label: t('catalogueAdmin.products.column.allergens'), render: (product) => formatAllergenCodes(product.allergenCodes), secondary: true },
  ];
  return (
    <DataList
      api={productsApi}
      title={t('backoffice.area.products')}
      searchLabel={t('catalogueAdmin.products.search')}
      rowTitle={(product) => product.name}
      rowPath={(product) => `/products/${product.id}`}
      columns={columns}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: 'price', label: t('catalogueAdmin.products.sort.priceAsc') },
        { value: '-price', label: t('catalogueAdmin.products.sort.priceDesc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'products').create() ? '/products/new' : undefined}
      newLabel={t('catalogueAdmin.products.new')}
      emptyText={t('catalogueAdmin.products.empty')}
    />
  );
}
