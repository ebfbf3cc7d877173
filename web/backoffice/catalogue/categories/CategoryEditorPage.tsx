/**
 * /backend/categories/new and /backend/categories/:id: a category's name and description (the
 * storefront's group heading), whether it is on, when it is available (opening-hours rules, the
 * same editor as a branch's hours) and whether it stays visible, greyed out, while unavailable
 * (storefront.md §4 "Product availability"; the category governs its products, shared/availability).
 *
 * Beside the fields: the menus that list the category, with links. A category shows in the
 * storefront only through a menu, and it cannot be deleted while a menu lists it (the server
 * refuses with a German reason, shown in the delete dialog), so the owner sees both at once.
 */
import { Link, useNavigate, useParams } from 'react-router';
import type { OpeningHoursRule } from '#shared/hours/index.ts';
import type { Category } from '#shared/schemas/catalogue.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { t } from '../../i18n';
import { CheckboxField, TextAreaField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { errorsUnder, useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { OpeningHoursEditor } from '../../hours/OpeningHoursEditor';
import { categoriesApi, menusApi } from '../api';
import './categories.css';

/** The schedule as the opening-hours editor hands it (shared/hours rules); the server reads it with the category's schema. */
type CategoryDraft = Pick<Category, 'name' | 'description' | 'image' | 'isEnabled' | 'isVisibleWhenUnavailable'> & { schedule?: OpeningHoursRule[] };

/** The shop's zone: the server reads schedules in it; the back office has no other source for it (as the order screens). */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

export default function CategoryEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'categories') : undefined;
  const form = useRecordForm<Category, CategoryDraft>({
    api: categoriesApi,
    id,
    initial: () => ({ name: '', isEnabled: true, schedule: [], isVisibleWhenUnavailable: false }),
    onCreated: (category) => navigate(`/categories/${category.id}`, { replace: true }),
    onDeleted: () => navigate('/categories'),
  });
  const title = form.isNew ? t('catalogueAdmin.categories.new') : t('catalogueAdmin.categories.title', { name: form.record?.name ?? '' });
  const { draft, errors } = form;
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/categories"
      backLabel={t('catalogueAdmin.categories.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="category-form">
        {id && <UsedInMenus categoryId={id} />}
        <TextField
          label={t('catalogueAdmin.field.name')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(name) => form.setField('name', name)}
          error={errors.name}
        />
        <TextAreaField
          label={t('catalogueAdmin.categories.field.description')}
          help={t('catalogueAdmin.categories.field.descriptionHelp')}
          maxLength={5000}
          rows={3}
          value={draft.description}
          onChange={(description) => form.setField('description', description || undefined)}
          error={errors.description}
        />
        <CheckboxField
          label={t('catalogueAdmin.categories.field.enabled')}
          help={t('catalogueAdmin.categories.field.enabledHelp')}
          checked={draft.isEnabled}
          onChange={(isEnabled) => form.setField('isEnabled', isEnabled)}
          error={errors.isEnabled}
        />
        <CheckboxField
          label={t('catalogueAdmin.categories.field.visibleWhenUnavailable')}
          help={t('catalogueAdmin.categories.field.visibleWhenUnavailableHelp')}
          checked={draft.isVisibleWhenUnavailable}
          onChange={(visible) => form.setField('isVisibleWhenUnavailable', visible)}
          error={errors.isVisibleWhenUnavailable}
        />
        <OpeningHoursEditor
          variant="schedule"
          label={t('catalogueAdmin.categories.field.schedule')}
          help={t('catalogueAdmin.categories.field.scheduleHelp')}
          value={draft.schedule}
          onChange={(schedule) => form.setField('schedule', schedule)}
          errors={errorsUnder(errors, 'schedule')}
          fieldPath="schedule"
          timeZone={SHOP_TIME_ZONE}
        />
      </div>
    </RecordEditor>
  );
}

/** The menus that list the category, as links; nothing while they load. */
function UsedInMenus({ categoryId }: { categoryId: string }) {
  const menus = menusApi.useAll();
  if (!menus.data) return null;
  const using = menus.data.filter((menu) => menu.catalog.some((entry) => entry.id === categoryId));
  if (using.length === 0) return <p className="category-usage">{t('catalogueAdmin.categories.usedInNone')}</p>;
  return (
    <p className="category-usage">
      {t('catalogueAdmin.categories.usedIn')}{' '}
      {using.map((menu, index) => (
        <span key={menu.id}>
          {index > 0 && ', '}
          <Link to={`/menus/${menu.id}`}>{menu.name}</Link>
        </span>
      ))}
    </p>
  );
}
