/**
 * /backend/menus/new and /backend/menus/:id: a menu (Produktkatalog): its name (back office only),
 * from when it applies ("Gültig ab", an instant, entered as date and time of the shop's zone), its
 * branches, and its catalog (./CatalogEditor.tsx).
 *
 * Which menu a branch's store page shows is shared/menu `currentMenu`: among the menus of the
 * branch whose start has come (none counts as the earliest), the one with the latest start. The
 * help texts say so, and each branch's checkbox tells which menu it shows now, so the owner sees
 * what a new start date will replace.
 *
 * Clipboard: the catalog of one menu pastes into another (name, start and branches stay), e.g.
 * "Sortiment Graz" as the start of the Christmas range.
 */
import { useNavigate, useParams } from 'react-router';
import { currentMenu } from '#shared/menu/menu.ts';
import type { Menu } from '#shared/schemas/catalogue.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { useNow } from '../../../common/time';
import { ErrorState } from '../../../common/ui';
import { t } from '../../i18n';
import { CheckboxField, Fieldset, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { errorsUnder, useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { branchesApi } from '../../branches/api';
import { menusApi } from '../api';
import { CatalogEditor } from './CatalogEditor';
import { dateTimeInputOf, instantOfDateTimeInput } from './menu-catalog';
import './menus.css';

type MenuDraft = Pick<Menu, 'name' | 'availableFrom' | 'branches' | 'catalog'>;

/** The shop's zone: "Gültig ab" is entered as its wall-clock time (the back office has no other source for it, as the order screens). */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

export default function MenuEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'menus') : undefined;
  const form = useRecordForm<Menu, MenuDraft>({
    api: menusApi,
    id,
    initial: () => ({ name: '', branches: [], catalog: [] }),
    onCreated: (menu) => navigate(`/menus/${menu.id}`, { replace: true }),
    onDeleted: () => navigate('/menus'),
  });
  const title = form.isNew ? t('catalogueAdmin.menus.new') : t('catalogueAdmin.menus.title', { name: form.record?.name ?? '' });
  const recordBranchIds = form.record?.branches.map((branch) => branch.id);
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update(recordBranchIds)));
  const { draft, errors } = form;
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/menus"
      backLabel={t('catalogueAdmin.menus.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove(recordBranchIds))}
      clipboard={{
        context: 'menuCatalog',
        label: (copied) => t('catalogueAdmin.menus.clipboardLabel', { name: copied.name }),
        paste: (current, copied) => ({ ...current, catalog: copied.catalog }),
      }}
    >
      <div className="menu-form">
        <TextField
          label={t('catalogueAdmin.field.name')}
          help={t('catalogueAdmin.menus.field.nameHelp')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(name) => form.setField('name', name)}
          error={errors.name}
        />
        <TextField
          type="datetime-local"
          className="datetime-field"
          label={t('catalogueAdmin.menus.field.availableFrom')}
          help={t('catalogueAdmin.menus.field.availableFromHelp')}
          value={dateTimeInputOf(draft.availableFrom, SHOP_TIME_ZONE)}
          onChange={(value) => form.setField('availableFrom', instantOfDateTimeInput(value, SHOP_TIME_ZONE))}
          error={errors.availableFrom}
        />
        <BranchChoice menuId={id} value={draft.branches} onChange={(branches) => form.setField('branches', branches)} error={errors.branches} />
        <CatalogEditor
          catalog={draft.catalog}
          onChange={(catalog) => form.setField('catalog', catalog)}
          errors={errorsUnder(errors, 'catalog')}
          readOnly={!canEdit}
        />
      </div>
    </RecordEditor>
  );
}

/** A checkbox per branch, each telling which menu the branch's store page shows now (as saved). */
function BranchChoice({
  menuId,
  value,
  onChange,
  error,
}: {
  menuId: string | undefined;
  value: Menu['branches'];
  onChange: (branches: Menu['branches']) => void;
  error: string | undefined;
}) {
  const branches = branchesApi.useAll();
  const menus = menusApi.useAll();
  const now = useNow();
  const chosen = new Set(value.map((branch) => branch.id));
  const shownNow = (branchId: string): string | undefined => {
    if (!menus.data) return undefined;
    const current = currentMenu(menus.data, branchId, now);
    if (!current) return t('catalogueAdmin.menus.branchNow.none');
    return current.id === menuId ? t('catalogueAdmin.menus.branchNow.this') : t('catalogueAdmin.menus.branchNow.other', { name: current.name });
  };
  return (
    <Fieldset legend={t('catalogueAdmin.menus.field.branches')} help={t('catalogueAdmin.menus.field.branchesHelp')}>
      {branches.isError && <ErrorState message={branches.error.message} onRetry={() => void branches.refetch()} />}
      {branches.data?.map((branch) => (
        <CheckboxField
          key={branch.id}
          label={branch.name}
          help={shownNow(branch.id)}
          checked={chosen.has(branch.id)}
          onChange={(checked) => onChange(checked ? [...value, { id: branch.id }] : value.filter((entry) => entry.id !== branch.id))}
        />
      ))}
      {error && <p className="bo-field__error">{error}</p>}
    </Fieldset>
  );
}
