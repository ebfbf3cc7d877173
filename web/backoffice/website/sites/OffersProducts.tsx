/**
 * The products an offers block shows, in order: the chosen ones with buttons to move and remove
 * them, and a product search (the server pages it; a shop may have thousands) with an add button
 * per hit. Enter in the search field searches instead of saving the page.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../common/ui';
import { productsApi } from '../../catalogue/api';
import { useDebouncedValue, useFocusAfterRender } from '../../data/hooks';
import { canMove, moveAt, removeAt } from '../../data/list-edit';
import { t } from '../../i18n';

/** How many search hits are offered at once. */
const HITS = 8;

export function OffersProducts({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  const headingId = useId();
  const searchId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender(rootRef);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const hits = productsApi.usePages({ search, sort: 'name' });
  const names = productsApi.useRecords(value);
  const nameOf = (id: string) => names.byId.get(id)?.name ?? (names.missing.has(id) ? t('websiteAdmin.block.offers.unknown') : '…');
  const chosen = new Set(value);
  const offered = (hits.data?.pages.flatMap((page) => page.rows) ?? []).filter((product) => !chosen.has(product.id)).slice(0, HITS);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  const move = (index: number, direction: -1 | 1) => {
    const [same, other] = direction < 0 ? ['up', 'down'] : ['down', 'up'];
    const id = value[index]!;
    focusAfterRender([`[data-offer="${id}"] [data-action="${same}"]`, `[data-offer="${id}"] [data-action="${other}"]`]);
    onChange(moveAt(value, index, direction));
  };

  return (
    <div ref={rootRef} className="ws-offers">
      <p id={headingId} className="bo-field__label">
        {t('websiteAdmin.block.offers.products')}
      </p>
      <p className="bo-field__help">{t('websiteAdmin.block.offers.productsHelp')}</p>
      {value.length === 0 ? (
        <p className="bo-items__empty">{t('websiteAdmin.block.offers.none')}</p>
      ) : (
        <ol className="ws-offers__chosen" aria-labelledby={headingId}>
          {value.map((id, index) => (
            <li key={id} data-offer={id} className="ws-offers__row">
              <span className="ws-offers__name">{nameOf(id)}</span>
              <span className="bo-item__actions">
                <button
                  type="button"
                  className="bo-item-button"
                  data-action="up"
                  aria-label={t('websiteAdmin.block.offers.moveUp', { name: nameOf(id) })}
                  title={t('websiteAdmin.block.offers.moveUp', { name: nameOf(id) })}
                  disabled={!canMove(value.length, index, -1)}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="bo-item-button"
                  data-action="down"
                  aria-label={t('websiteAdmin.block.offers.moveDown', { name: nameOf(id) })}
                  title={t('websiteAdmin.block.offers.moveDown', { name: nameOf(id) })}
                  disabled={!canMove(value.length, index, 1)}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="bo-item-remove"
                  aria-label={t('websiteAdmin.block.offers.remove', { name: nameOf(id) })}
                  onClick={() => {
                    focusAfterRender([`#${CSS.escape(searchId)}`]);
                    onChange(removeAt(value, index));
                  }}
                >
                  {t('dataScreen.itemList.remove.short')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="bo-field">
        <label className="bo-field__label" htmlFor={searchId}>
          {t('websiteAdmin.block.offers.search')}
        </label>
        <input id={searchId} className="bo-input" type="search" value={typed} onKeyDown={onKeyDown} onChange={(event) => setTyped(event.target.value)} />
      </div>
      {search && offered.length === 0 && !hits.isPending ? (
        <p className="bo-field__help" role="status">
          {t('websiteAdmin.block.offers.noMatch')}
        </p>
      ) : (
        <ul className="ws-offers__hits">
          {offered.map((product) => (
            <li key={product.id}>
              <Button
                variant="secondary"
                onClick={() => onChange([...value, product.id])}
                aria-label={t('websiteAdmin.block.offers.add', { name: product.name })}
              >
                + {product.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
