/**
 * An editable list of a data screen (a product's parts, options, price changes and alternative
 * units, a branch's delivery areas):
 * each item is a group named by its legend, with buttons to move it up or down and to remove it
 * ("Teil „Soße“ nach oben"), and a button at the end to add one.
 *
 * Keyboard and screen readers: after a move the focus stays on the same button of the moved
 * item (or on its other move button once it reached an end), after adding it goes to the new
 * item's first field, after removing to the first field of the item now in its place (or to the
 * add button of an empty list); a polite status line says where the item went or that it was
 * removed. Items are keyed by position: the values carry no ids, and the server's messages are
 * addressed by position too.
 *
 * Two looks: 'card' (a framed group with a visible title, for parts and units) and 'row' (fields
 * and buttons on one line, for options and price changes).
 */
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../common/ui';
import { useFocusAfterRender } from './hooks';
import { canMove, insertAt, moveAt, removeAt, replaceAt } from './list-edit';
import { moveTo, useSortable } from './sortable';
import { t } from '../i18n';
import './item-list.css';

export interface ItemListProps<T> {
  /** The list's field path ('config.parts'): names the items for focus handling. */
  scope: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  create: () => T;
  /** The item's name on its buttons and in announcements: 'Teil „Soße“'. */
  itemLabel: (item: T, index: number) => string;
  /** The group's legend: 'Teil 1: Soße'. */
  legend: (item: T, index: number) => string;
  addLabel: string;
  /** The schema's maximum number of items: adding stops there. */
  max: number;
  variant: 'card' | 'row';
  /** Shown instead of the list while it is empty. */
  empty?: ReactNode;
  renderItem: (item: T, index: number, update: (item: T) => void) => ReactNode;
  /** Items can also be dragged by a handle (./sortable.ts; the arrow buttons stay the keyboard path). */
  draggable?: boolean;
  /** Controls beside the add button, e.g. the kind of item `create` makes. */
  addControls?: ReactNode;
}

export function ItemList<T>({
  scope,
  items,
  onChange,
  create,
  itemLabel,
  legend,
  addLabel,
  max,
  variant,
  empty,
  renderItem,
  draggable,
  addControls,
}: ItemListProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender(rootRef);
  const [announcement, setAnnouncement] = useState('');
  const sortable = useSortable((from, to) => {
    setAnnouncement(t('dataScreen.itemList.moved', { item: itemLabel(items[from]!, to), position: to + 1, count: items.length }));
    onChange(moveTo(items, from, to));
  });

  const item = (index: number) => `[data-item="${scope}.${index}"]`;
  const firstField = (index: number) => `${item(index)} :is(input, select, textarea, [contenteditable="true"])`;
  const addButton = `[data-add="${scope}"]`;

  const add = () => {
    focusAfterRender([firstField(items.length)]);
    setAnnouncement('');
    onChange(insertAt(items, items.length, create()));
  };
  const move = (index: number, direction: -1 | 1) => {
    const to = index + direction;
    const [same, other] = direction < 0 ? ['up', 'down'] : ['down', 'up'];
    focusAfterRender([`${item(to)} [data-action="${same}"]`, `${item(to)} [data-action="${other}"]`]);
    setAnnouncement(t('dataScreen.itemList.moved', { item: itemLabel(items[index]!, to), position: to + 1, count: items.length }));
    onChange(moveAt(items, index, direction));
  };
  const remove = (index: number) => {
    const next = removeAt(items, index);
    focusAfterRender(next.length === 0 ? [addButton] : [firstField(Math.min(index, next.length - 1)), addButton]);
    setAnnouncement(t('dataScreen.itemList.removed', { item: itemLabel(items[index]!, index) }));
    onChange(next);
  };

  return (
    <div ref={rootRef} className={`bo-items bo-items--${variant}`}>
      {items.length === 0 ? (
        empty
      ) : (
        <ol className={sortable.dragging !== undefined ? 'bo-items__items is-sorting' : 'bo-items__items'} ref={draggable ? sortable.listRef : undefined}>
          {items.map((current, index) => {
            const label = itemLabel(current, index);
            const title = legend(current, index);
            const buttons = (
              <div className="bo-item__actions">
                {draggable && (
                  // For the pointer only: the arrow buttons are the keyboard and screen-reader path.
                  <span className="bo-item-handle" aria-hidden="true" title={t('dataScreen.itemList.dragHandle')} {...sortable.handleProps(index)}>
                    ⠿
                  </span>
                )}
                <button
                  type="button"
                  className="bo-item-button"
                  data-action="up"
                  aria-label={t('dataScreen.itemList.moveUp', { item: label })}
                  title={t('dataScreen.itemList.moveUp', { item: label })}
                  disabled={!canMove(items.length, index, -1)}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="bo-item-button"
                  data-action="down"
                  aria-label={t('dataScreen.itemList.moveDown', { item: label })}
                  title={t('dataScreen.itemList.moveDown', { item: label })}
                  disabled={!canMove(items.length, index, 1)}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="bo-item-remove"
                  data-action="remove"
                  aria-label={t('dataScreen.itemList.remove', { item: label })}
                  onClick={() => remove(index)}
                >
                  {t('dataScreen.itemList.remove.short')}
                </button>
              </div>
            );
            const body = <div className="bo-item__body">{renderItem(current, index, (next) => onChange(replaceAt(items, index, next)))}</div>;
            return (
              <li
                key={index}
                className={sortable.dragging === index ? 'bo-items__item is-dragging' : 'bo-items__item'}
                data-item={`${scope}.${index}`}
                data-sortable-item={draggable || undefined}
                style={draggable ? sortable.itemStyle(index) : undefined}
              >
                <fieldset className={`bo-item bo-item--${variant}`}>
                  {/* The legend names the group for screen readers; a card shows it as its title next to the buttons. */}
                  <legend className="visually-hidden">{title}</legend>
                  {variant === 'card' ? (
                    <>
                      <div className="bo-item__head">
                        <span className="bo-item__title" aria-hidden="true">
                          {title}
                        </span>
                        {buttons}
                      </div>
                      {body}
                    </>
                  ) : (
                    <>
                      {body}
                      {buttons}
                    </>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="bo-items__adding">
        {addControls}
        <Button variant="secondary" className="bo-items__add" data-add={scope} disabled={items.length >= max} onClick={add}>
          <span aria-hidden="true">+</span> {addLabel}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
