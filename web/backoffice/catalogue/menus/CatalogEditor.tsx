/**
 * The catalog of a menu (Produktkatalog): its categories in the storefront's order, each with its
 * products in order (shared/menu `menuGroups` shows them exactly so). Categories are added from
 * those not yet listed, products through a search over the products (the server pages it; a shop
 * may have thousands); both are removed and reordered by dragging the handle (../../data/sortable.ts)
 * or with the arrow buttons, which are the keyboard and screen-reader path: after a move the focus
 * stays on the moved item's button and a status line says where it went.
 *
 * Product names are read per product (cached under each product's key), only for the categories
 * that are open. Decision: a menu with up to 100 products opens with every category open (the
 * owner sees the whole catalog at a glance); a longer one opens closed, so opening the editor
 * does not read hundreds of products.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Category, Product } from '#shared/schemas/catalogue.ts';
import { Button, ErrorState } from '../../../common/ui';
import { Fieldset, SelectField } from '../../data/fields';
import { useDebouncedValue, useFocusAfterRender } from '../../data/hooks';
import { canMove } from '../../data/list-edit';
import type { FieldErrors } from '../../data/record-form';
import { useSortable } from '../../data/sortable';
import { pluralKey, t } from '../../i18n';
import { categoriesApi, productsApi } from '../api';
import {
  addCategory,
  addProduct,
  categoriesToAdd,
  moveCategory,
  moveCategoryTo,
  moveProduct,
  moveProductTo,
  removeCategory,
  removeProduct,
  type MenuCatalog,
  type MenuCatalogEntry,
} from './menu-catalog';
import './menus.css';

/** Up to this many products, the editor opens with every category open (see the decision above). */
const OPEN_ALL_UP_TO = 100;
/** How long typing in the product search rests before the server is asked. */

export interface CatalogEditorProps {
  catalog: MenuCatalog;
  onChange: (catalog: MenuCatalog) => void;
  /** The server's messages under 'catalog' (`catalog.2.products.0` …). */
  errors: FieldErrors;
  readOnly: boolean;
}

export function CatalogEditor({ catalog, onChange, errors, readOnly }: CatalogEditorProps) {
  const categories = categoriesApi.useAll();
  const categoryById = useMemo(() => new Map((categories.data ?? []).map((category) => [category.id, category])), [categories.data]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const total = catalog.reduce((sum, entry) => sum + entry.products.length, 0);
    return new Set(total <= OPEN_ALL_UP_TO ? catalog.map((entry) => entry.id) : []);
  });
  const [pickerFor, setPickerFor] = useState<string | undefined>();
  const [toAdd, setToAdd] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender(rootRef);

  const categoryName = (id: string) => categoryById.get(id)?.name ?? (categories.data ? t('catalogueAdmin.menus.catalog.unknownCategory') : '…');
  const change = (next: MenuCatalog, message: string, focus: string[] = []) => {
    focusAfterRender(focus);
    setAnnouncement(message);
    onChange(next);
  };
  const inCategory = (id: string) => `[data-category="${id}"]`;

  const categorySort = useSortable((from, to) => {
    const entry = catalog[from]!;
    change(moveCategoryTo(catalog, from, to), movedText(categoryName(entry.id), to, catalog.length));
  });

  const moveCategoryBy = (index: number, direction: -1 | 1) => {
    const entry = catalog[index]!;
    const action = direction === -1 ? 'up' : 'down';
    const other = direction === -1 ? 'down' : 'up';
    change(moveCategory(catalog, index, direction), movedText(categoryName(entry.id), index + direction, catalog.length), [
      `${inCategory(entry.id)} [data-category-action="${action}"]`,
      `${inCategory(entry.id)} [data-category-action="${other}"]`,
    ]);
  };

  const removeCategoryAt = (index: number) => {
    const entry = catalog[index]!;
    const next = catalog[index + 1] ?? catalog[index - 1];
    change(removeCategory(catalog, index), t('catalogueAdmin.menus.catalog.removed', { name: categoryName(entry.id) }), [
      next ? `${inCategory(next.id)} .menu-catalog__toggle` : '.menu-catalog__add select',
    ]);
  };

  const addSelectedCategory = () => {
    if (!toAdd) return;
    setOpen((current) => new Set([...current, toAdd]));
    setPickerFor(toAdd);
    setToAdd(undefined);
    change(addCategory(catalog, toAdd), t('catalogueAdmin.menus.catalog.added', { name: categoryName(toAdd) }), [`${inCategory(toAdd)} .menu-picker input`]);
  };

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const addable = categoriesToAdd(categories.data ?? [], catalog);
  return (
    <Fieldset legend={t('catalogueAdmin.menus.catalog.legend')} help={t('catalogueAdmin.menus.catalog.help')} className="menu-catalog-editor">
      <div ref={rootRef}>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {errors.catalog && <p className="bo-field__error">{errors.catalog}</p>}
        {categories.isError && <ErrorState message={categories.error.message} onRetry={() => void categories.refetch()} />}
        {catalog.length === 0 ? (
          <p className="menu-catalog__empty">{t('catalogueAdmin.menus.catalog.empty')}</p>
        ) : (
          <ol className={`menu-catalog${categorySort.dragging !== undefined ? ' is-sorting' : ''}`} ref={categorySort.listRef}>
            {catalog.map((entry, index) => (
              <CategoryItem
                key={entry.id}
                entry={entry}
                index={index}
                count={catalog.length}
                category={categoryById.get(entry.id)}
                name={categoryName(entry.id)}
                open={open.has(entry.id)}
                onToggle={() => toggle(entry.id)}
                pickerOpen={pickerFor === entry.id}
                onPicker={(show) => setPickerFor(show ? entry.id : undefined)}
                readOnly={readOnly}
                errors={errors}
                style={categorySort.itemStyle(index)}
                dragging={categorySort.dragging === index}
                handleProps={categorySort.handleProps(index)}
                onMove={(direction) => moveCategoryBy(index, direction)}
                onRemove={() => removeCategoryAt(index)}
                onProducts={(next, message, focus) => change(next(catalog), message, focus)}
              />
            ))}
          </ol>
        )}
        {!readOnly &&
          (categories.data && addable.length === 0 ? (
            <p className="bo-field__help menu-catalog__add">{t('catalogueAdmin.menus.catalog.allCategoriesListed')}</p>
          ) : (
            <div className="menu-catalog__add">
              <SelectField
                label={t('catalogueAdmin.menus.catalog.addCategory')}
                value={toAdd}
                emptyLabel={t('catalogueAdmin.menus.catalog.chooseCategory')}
                options={addable.map((category) => ({ value: category.id, label: category.name }))}
                onChange={setToAdd}
              />
              <Button variant="secondary" disabled={!toAdd} onClick={addSelectedCategory}>
                {t('catalogueAdmin.menus.catalog.addCategoryButton')}
              </Button>
            </div>
          ))}
      </div>
    </Fieldset>
  );
}

/** '„Wurst“ steht jetzt an Stelle 2 von 8.' */
function movedText(name: string, index: number, count: number): string {
  return t('catalogueAdmin.menus.catalog.moved', { name, position: index + 1, count });
}

type HandleProps = ReturnType<ReturnType<typeof useSortable>['handleProps']>;

/** The drag handle: for the pointer only (the arrow buttons are the accessible path). */
function DragHandle({ handleProps }: { handleProps: HandleProps }) {
  return (
    <span className="menu-catalog__handle" aria-hidden="true" title={t('catalogueAdmin.menus.catalog.dragHandle')} {...handleProps}>
      ⠿
    </span>
  );
}

/** The arrow and remove buttons of a row; `label` names the item in each button's accessible name. */
function RowActions({
  index,
  count,
  labels,
  actionAttribute,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  actionAttribute: 'data-category-action' | 'data-product-action';
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <span className="menu-catalog__actions">
      <Button
        variant="secondary"
        className="menu-catalog__icon"
        aria-label={labels.up}
        title={labels.up}
        disabled={!canMove(count, index, -1)}
        onClick={() => onMove(-1)}
        {...{ [actionAttribute]: 'up' }}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        className="menu-catalog__icon"
        aria-label={labels.down}
        title={labels.down}
        disabled={!canMove(count, index, 1)}
        onClick={() => onMove(1)}
        {...{ [actionAttribute]: 'down' }}
      >
        ↓
      </Button>
      <Button
        variant="secondary"
        className="menu-catalog__icon bo-button--danger"
        aria-label={labels.remove}
        title={labels.remove}
        onClick={onRemove}
        {...{ [actionAttribute]: 'remove' }}
      >
        ✕
      </Button>
    </span>
  );
}

interface CategoryItemProps {
  entry: MenuCatalogEntry;
  index: number;
  count: number;
  category: Category | undefined;
  name: string;
  open: boolean;
  onToggle: () => void;
  pickerOpen: boolean;
  onPicker: (show: boolean) => void;
  readOnly: boolean;
  errors: FieldErrors;
  style: CSSProperties | undefined;
  dragging: boolean;
  handleProps: HandleProps;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  /** A change of this category's products: the edit (applied to the catalog as it is then), the announcement and where the focus goes. */
  onProducts: (next: (catalog: MenuCatalog) => MenuCatalog, message: string, focus: string[]) => void;
}

function CategoryItem({
  entry,
  index,
  count,
  category,
  name,
  open,
  onToggle,
  pickerOpen,
  onPicker,
  readOnly,
  errors,
  style,
  dragging,
  handleProps,
  onMove,
  onRemove,
  onProducts,
}: CategoryItemProps) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Closing the search returns the focus to the button that opened it.
  const closingPicker = useRef(false);
  useEffect(() => {
    if (pickerOpen || !closingPicker.current) return;
    closingPicker.current = false;
    panelRef.current?.querySelector<HTMLElement>('.menu-catalog__picker-open')?.focus();
  }, [pickerOpen]);
  const productSort = useSortable((from, to) => {
    onProducts((catalog) => moveProductTo(catalog, index, from, to), movedText(productName(entry.products[from]!), to, entry.products.length), []);
  });
  // Names only for an open category: a closed one reads nothing.
  const products = productsApi.useRecords(open ? entry.products : []);
  const productName = (id: string) =>
    products.byId.get(id)?.name ??
    (products.missing.has(id) ? t('catalogueAdmin.menus.catalog.unknownProduct') : t('catalogueAdmin.menus.catalog.loadingProduct'));
  const inThis = `[data-category="${entry.id}"]`;
  const productSelector = (id: string) => `${inThis} [data-product="${id}"]`;
  const error = errors[`catalog.${index}`] ?? errors[`catalog.${index}.id`] ?? errors[`catalog.${index}.products`];

  const moveProductBy = (productIndex: number, direction: -1 | 1) => {
    const id = entry.products[productIndex]!;
    const [action, other] = direction === -1 ? ['up', 'down'] : ['down', 'up'];
    onProducts((catalog) => moveProduct(catalog, index, productIndex, direction), movedText(productName(id), productIndex + direction, entry.products.length), [
      `${productSelector(id)} [data-product-action="${action}"]`,
      `${productSelector(id)} [data-product-action="${other}"]`,
    ]);
  };
  const removeProductAt = (productIndex: number) => {
    const id = entry.products[productIndex]!;
    const next = entry.products[productIndex + 1] ?? entry.products[productIndex - 1];
    onProducts((catalog) => removeProduct(catalog, index, productIndex), t('catalogueAdmin.menus.catalog.removed', { name: productName(id) }), [
      next ? `${productSelector(next)} [data-product-action="remove"]` : `${inThis} .menu-catalog__picker-open`,
      `${inThis} .menu-picker input`,
    ]);
  };

  return (
    <li data-sortable-item data-category={entry.id} className={`menu-catalog__category${dragging ? ' is-dragging' : ''}`} style={style}>
      <div className="menu-catalog__row menu-catalog__row--category">
        {!readOnly && <DragHandle handleProps={handleProps} />}
        <span className="menu-catalog__position" aria-hidden="true">
          {index + 1}.
        </span>
        <button type="button" className="menu-catalog__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className="menu-catalog__name">{name}</span>
          <span className="menu-catalog__meta">
            {t(pluralKey(entry.products.length, 'catalogueAdmin.menus.catalog.productCount.one', 'catalogueAdmin.menus.catalog.productCount.other'), {
              n: entry.products.length,
            })}
            {category && !category.isEnabled && `, ${t('catalogueAdmin.menus.catalog.inactive')}`}
          </span>
        </button>
        {!readOnly && (
          <RowActions
            index={index}
            count={count}
            labels={{
              up: t('catalogueAdmin.menus.catalog.categoryUp', { name }),
              down: t('catalogueAdmin.menus.catalog.categoryDown', { name }),
              remove: t('catalogueAdmin.menus.catalog.categoryRemove', { name }),
            }}
            actionAttribute="data-category-action"
            onMove={onMove}
            onRemove={onRemove}
          />
        )}
      </div>
      {error && <p className="bo-field__error">{error}</p>}
      {open && (
        <div id={panelId} ref={panelRef} className="menu-catalog__panel">
          {entry.products.length === 0 ? (
            <p className="bo-field__help">{t('catalogueAdmin.menus.catalog.noProducts')}</p>
          ) : (
            <ol className={`menu-catalog__products${productSort.dragging !== undefined ? ' is-sorting' : ''}`} ref={productSort.listRef}>
              {entry.products.map((id, productIndex) => {
                const product = products.byId.get(id);
                const label = productName(id);
                const productError = errors[`catalog.${index}.products.${productIndex}`];
                return (
                  <li
                    key={id}
                    data-sortable-item
                    data-product={id}
                    className={`menu-catalog__product${productSort.dragging === productIndex ? ' is-dragging' : ''}`}
                    style={productSort.itemStyle(productIndex)}
                  >
                    <div className="menu-catalog__row">
                      {!readOnly && <DragHandle handleProps={productSort.handleProps(productIndex)} />}
                      <span className="menu-catalog__position" aria-hidden="true">
                        {productIndex + 1}.
                      </span>
                      <span className="menu-catalog__name">
                        {label}
                        {product && !product.isEnabled && <span className="menu-catalog__meta">{`, ${t('catalogueAdmin.menus.catalog.inactive')}`}</span>}
                      </span>
                      {!readOnly && (
                        <RowActions
                          index={productIndex}
                          count={entry.products.length}
                          labels={{
                            up: t('catalogueAdmin.menus.catalog.productUp', { name: label }),
                            down: t('catalogueAdmin.menus.catalog.productDown', { name: label }),
                            remove: t('catalogueAdmin.menus.catalog.productRemove', { name: label }),
                          }}
                          actionAttribute="data-product-action"
                          onMove={(direction) => moveProductBy(productIndex, direction)}
                          onRemove={() => removeProductAt(productIndex)}
                        />
                      )}
                    </div>
                    {productError && <p className="bo-field__error">{productError}</p>}
                  </li>
                );
              })}
            </ol>
          )}
          {!readOnly &&
            (pickerOpen ? (
              <ProductPicker
                categoryName={name}
                listed={entry.products}
                onAdd={(product) =>
                  onProducts((catalog) => addProduct(catalog, index, product.id), t('catalogueAdmin.menus.catalog.added', { name: product.name }), [
                    `${inThis} .menu-picker input`,
                  ])
                }
                onClose={() => {
                  closingPicker.current = true;
                  onPicker(false);
                }}
              />
            ) : (
              <Button
                variant="secondary"
                className="menu-catalog__picker-open"
                aria-label={t('catalogueAdmin.menus.picker.openFor', { name })}
                onClick={() => onPicker(true)}
              >
                {t('catalogueAdmin.menus.picker.open')}
              </Button>
            ))}
        </div>
      )}
    </li>
  );
}

/**
 * The product search of a category: the server's paged list with its search (never every
 * product), products already in the category marked. A product added here is put into its
 * cache entry, so its name shows without another request.
 */
function ProductPicker({
  categoryName,
  listed,
  onAdd,
  onClose,
}: {
  categoryName: string;
  listed: readonly string[];
  onAdd: (product: Product) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const pages = productsApi.usePages({ search, sort: 'name' });
  const rows = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  const inCategory = new Set(listed);

  // Enter in the search field must not save the whole menu (the field sits in the editor's form).
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'Escape') onClose();
  };

  return (
    <div className="menu-picker">
      <div className="bo-field">
        <label className="bo-field__label" htmlFor={searchId}>
          {t('catalogueAdmin.menus.picker.search', { name: categoryName })}
        </label>
        <input
          id={searchId}
          className="bo-input"
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={keepEnter}
        />
      </div>
      {pages.isPending ? (
        <p className="bo-field__help" role="status">
          {t('catalogueAdmin.menus.picker.loading')}
        </p>
      ) : pages.isError && rows.length === 0 ? (
        <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />
      ) : rows.length === 0 ? (
        <p className="bo-field__help" role="status">
          {t('catalogueAdmin.menus.picker.noMatch')}
        </p>
      ) : (
        <ul className="menu-picker__results">
          {rows.map((product) => {
            const listedHere = inCategory.has(product.id);
            return (
              <li key={product.id} className="menu-picker__result">
                <span className="menu-catalog__name">
                  {product.name}
                  {!product.isEnabled && <span className="menu-catalog__meta">{`, ${t('catalogueAdmin.menus.catalog.inactive')}`}</span>}
                </span>
                {listedHere ? (
                  <span className="menu-picker__listed">{t('catalogueAdmin.menus.picker.listed')}</span>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={t('catalogueAdmin.menus.picker.addNamed', { product: product.name, category: categoryName })}
                    onClick={() => {
                      queryClient.setQueryData(productsApi.keys.detail(product.id), product);
                      onAdd(product);
                    }}
                  >
                    {t('catalogueAdmin.menus.picker.add')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="menu-picker__footer">
        {pages.hasNextPage && (
          <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? t('dataScreen.list.loadingMore') : t('dataScreen.list.more')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('catalogueAdmin.menus.picker.close')}
        </Button>
      </div>
    </div>
  );
}
