/**
 * The tree editor of a navigation's items (storefront.md §3 "Navigation"): each item with its
 * type (home, site, branch, link, group), label, target (a site's path, a branch's identifier or
 * a web address) and whether it is shown; group items hold children. Items are moved up and down,
 * indented into the group above and outdented out of their group with buttons (the keyboard and
 * screen-reader path; the rules are ./nav-tree.ts); after each change the focus stays on the moved
 * item's button and a status line says what happened.
 */
import { useRef, useState } from 'react';
import { NAVIGATION_ITEM_TYPES, type NavigationItem } from '#shared/schemas/content.ts';
import { Button } from '../../../common/ui';
import { CheckboxField, Fieldset, SelectField, TextField } from '../../data/fields';
import { useFocusAfterRender } from '../../data/hooks';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import { branchesApi } from '../../branches/api';
import { sitesApi } from '../api';
import {
  appendItem,
  canIndent,
  canMove,
  canOutdent,
  indentedPath,
  indentItem,
  itemAt,
  moveItem,
  outdentedPath,
  outdentItem,
  removeItem,
  replaceItem,
  type ItemPath,
} from './nav-tree';

type ItemType = NavigationItem['type'];

const newItem = (): NavigationItem => ({ type: 'site', label: '', target: '', isEnabled: true, children: [] });
const pathKey = (path: ItemPath) => path.join('.');
/** The server's field path of an item ('items.1.children.0'). */
const fieldPath = (path: ItemPath) => `items.${path.join('.children.')}`;

export function NavigationTree({ items, onChange, errors }: { items: NavigationItem[]; onChange: (items: NavigationItem[]) => void; errors: FieldErrors }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender(rootRef);
  const [announcement, setAnnouncement] = useState('');
  const sites = sitesApi.useAll();
  const branches = branchesApi.useAll();

  const nameOf = (item: NavigationItem) =>
    item.label.trim() ? t('websiteAdmin.navigation.item', { label: item.label.trim() }) : t('websiteAdmin.navigation.itemUnnamed');
  const inItem = (path: ItemPath, selector: string) => `[data-nav="${pathKey(path)}"] > .ws-nav__head ${selector}`;
  const change = (next: NavigationItem[], message: string, focus: string[]) => {
    focusAfterRender(focus);
    setAnnouncement(message);
    onChange(next);
  };

  const actions = {
    move: (path: ItemPath, direction: -1 | 1) => {
      const item = itemAt(items, path)!;
      const to = [...path.slice(0, -1), path.at(-1)! + direction];
      const siblings = path.length === 1 ? items : itemAt(items, path.slice(0, -1))!.children;
      const [same, other] = direction < 0 ? ['up', 'down'] : ['down', 'up'];
      change(moveItem(items, path, direction), t('websiteAdmin.navigation.moved', { item: nameOf(item), position: to.at(-1)! + 1, count: siblings.length }), [
        inItem(to, `[data-action="${same}"]`),
        inItem(to, `[data-action="${other}"]`),
      ]);
    },
    indent: (path: ItemPath) => {
      const item = itemAt(items, path)!;
      const group = itemAt(items, [...path.slice(0, -1), path.at(-1)! - 1])!;
      const to = indentedPath(items, path);
      change(indentItem(items, path), t('websiteAdmin.navigation.indented', { item: nameOf(item), group: group.label }), [
        inItem(to, '[data-action="outdent"]'),
      ]);
    },
    outdent: (path: ItemPath) => {
      const item = itemAt(items, path)!;
      const group = itemAt(items, path.slice(0, -1))!;
      const to = outdentedPath(path);
      change(outdentItem(items, path), t('websiteAdmin.navigation.outdented', { item: nameOf(item), group: group.label }), [
        inItem(to, '[data-action="outdent"]'),
        inItem(to, '[data-action="indent"]'),
        inItem(to, '[data-action="up"]'),
      ]);
    },
    remove: (path: ItemPath) => {
      const item = itemAt(items, path)!;
      const next = removeItem(items, path);
      const index = path.at(-1)!;
      const parent = path.slice(0, -1);
      const stays = itemAt(next, [...parent, index]) ? [...parent, index] : index > 0 ? [...parent, index - 1] : undefined;
      change(next, t('websiteAdmin.navigation.removed', { item: nameOf(item) }), [
        ...(stays ? [inItem(stays, '[data-action="remove"]')] : []),
        ...(parent.length > 0 ? [`[data-nav="${pathKey(parent)}"] [data-add-child]`] : []),
        '[data-add-item]',
      ]);
    },
    add: (parent: ItemPath) => {
      const length = parent.length === 0 ? items.length : (itemAt(items, parent)?.children.length ?? 0);
      const to = [...parent, length];
      change(appendItem(items, parent, newItem()), t('websiteAdmin.navigation.added'), [`[data-nav="${pathKey(to)}"] select`]);
    },
    update: (path: ItemPath, item: NavigationItem) => onChange(replaceItem(items, path, item)),
  };

  const context: TreeContext = {
    items,
    errors,
    actions,
    nameOf,
    siteOptions: (sites.data ?? []).map((site) => ({ value: site.path, label: `${site.name} (${site.path})` })),
    branchOptions: (branches.data ?? []).map((branch) => ({ value: branch.identifier, label: branch.name })),
  };

  return (
    <Fieldset legend={t('websiteAdmin.navigation.items')} help={t('websiteAdmin.navigation.itemsHelp')}>
      <div ref={rootRef} className="bo-fieldset__wide ws-nav">
        {errors.items && <p className="bo-field__error">{errors.items}</p>}
        {items.length === 0 ? (
          <p className="bo-items__empty">{t('websiteAdmin.navigation.empty')}</p>
        ) : (
          <ItemsList list={items} parent={[]} context={context} />
        )}
        <Button variant="secondary" data-add-item onClick={() => actions.add([])}>
          <span aria-hidden="true">+</span> {t('websiteAdmin.navigation.addItem')}
        </Button>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </Fieldset>
  );
}

interface TreeContext {
  items: NavigationItem[];
  errors: FieldErrors;
  nameOf: (item: NavigationItem) => string;
  siteOptions: { value: string; label: string }[];
  branchOptions: { value: string; label: string }[];
  actions: {
    move: (path: ItemPath, direction: -1 | 1) => void;
    indent: (path: ItemPath) => void;
    outdent: (path: ItemPath) => void;
    remove: (path: ItemPath) => void;
    add: (parent: ItemPath) => void;
    update: (path: ItemPath, item: NavigationItem) => void;
  };
}

function ItemsList({ list, parent, context }: { list: readonly NavigationItem[]; parent: ItemPath; context: TreeContext }) {
  return (
    <ol className="ws-nav__list">
      {list.map((item, index) => (
        <TreeItem key={index} item={item} path={[...parent, index]} context={context} />
      ))}
    </ol>
  );
}

function TreeItem({ item, path, context }: { item: NavigationItem; path: ItemPath; context: TreeContext }) {
  const { items, errors, actions, nameOf } = context;
  const name = nameOf(item);
  const error = (field: string) => errors[`${fieldPath(path)}.${field}`];
  const set = (changes: Partial<NavigationItem>) => actions.update(path, { ...item, ...changes });
  const typeLabel = t(`websiteAdmin.navItemType.${item.type}`);
  const hasChildren = item.children.length > 0;
  const button = (action: string, label: string, symbol: string, enabled: boolean, onClick: () => void) => (
    <button type="button" className="bo-item-button" data-action={action} aria-label={label} title={label} disabled={!enabled} onClick={onClick}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <li className="ws-nav__item" data-nav={pathKey(path)}>
      <div className="ws-nav__head">
        <span className="ws-nav__title" aria-hidden="true">
          {item.label.trim() || '…'} <span className="ws-nav__type">({typeLabel})</span>
        </span>
        <span className="bo-item__actions">
          {button('up', t('websiteAdmin.navigation.moveUp', { item: name }), '↑', canMove(items, path, -1), () => actions.move(path, -1))}
          {button('down', t('websiteAdmin.navigation.moveDown', { item: name }), '↓', canMove(items, path, 1), () => actions.move(path, 1))}
          {button('outdent', t('websiteAdmin.navigation.outdent', { item: name }), '←', canOutdent(items, path), () => actions.outdent(path))}
          {button('indent', t('websiteAdmin.navigation.indent', { item: name }), '→', canIndent(items, path), () => actions.indent(path))}
          <button
            type="button"
            className="bo-item-remove"
            data-action="remove"
            aria-label={t('websiteAdmin.navigation.remove', { item: name })}
            onClick={() => actions.remove(path)}
          >
            {t('dataScreen.itemList.remove.short')}
          </button>
        </span>
      </div>
      <fieldset className="ws-nav__fields">
        <legend className="visually-hidden">{name}</legend>
        <div className="ws-grid">
          <SelectField
            label={t('websiteAdmin.navigation.field.type')}
            help={hasChildren ? t('websiteAdmin.navigation.groupHasChildren') : undefined}
            value={item.type}
            disabled={hasChildren}
            options={NAVIGATION_ITEM_TYPES.map((type) => ({ value: type, label: t(`websiteAdmin.navItemType.${type}`) }))}
            onChange={(type) => set({ type: (type as ItemType | undefined) ?? 'site', target: type === 'home' ? '/' : '' })}
            error={error('type')}
          />
          <TextField
            label={t('websiteAdmin.navigation.field.label')}
            required
            maxLength={200}
            value={item.label}
            onChange={(label) => set({ label })}
            error={error('label')}
          />
          {item.type === 'site' && (
            <SelectField
              label={t('websiteAdmin.navigation.field.site')}
              value={item.target || undefined}
              emptyLabel={t('websiteAdmin.navigation.choose')}
              options={withCurrent(context.siteOptions, item.target)}
              onChange={(target) => set({ target: target ?? '' })}
              error={error('target')}
            />
          )}
          {item.type === 'branch' && (
            <SelectField
              label={t('websiteAdmin.navigation.field.branch')}
              value={item.target || undefined}
              emptyLabel={t('websiteAdmin.navigation.choose')}
              options={withCurrent(context.branchOptions, item.target)}
              onChange={(target) => set({ target: target ?? '' })}
              error={error('target')}
            />
          )}
          {item.type === 'link' && (
            <TextField
              label={t('websiteAdmin.navigation.field.url')}
              help={t('websiteAdmin.navigation.field.urlHelp')}
              type="url"
              maxLength={2000}
              value={item.target}
              onChange={(target) => set({ target })}
              error={error('target')}
            />
          )}
        </div>
        <CheckboxField label={t('websiteAdmin.navigation.field.isEnabled')} checked={item.isEnabled} onChange={(isEnabled) => set({ isEnabled })} />
        {item.type === 'group' && (
          <div className="ws-nav__children">
            {hasChildren && <ItemsList list={item.children} parent={path} context={context} />}
            <Button variant="secondary" data-add-child onClick={() => actions.add(path)}>
              <span aria-hidden="true">+</span> {t('websiteAdmin.navigation.addChild', { label: item.label.trim() || typeLabel })}
            </Button>
          </div>
        )}
      </fieldset>
    </li>
  );
}

/** The options, plus the current target when it is none of them (a deleted page still shows what it pointed at). */
function withCurrent(options: { value: string; label: string }[], current: string | undefined) {
  return current && !options.some((option) => option.value === current) ? [...options, { value: current, label: current }] : options;
}
