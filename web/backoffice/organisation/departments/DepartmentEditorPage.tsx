/**
 * /backend/departments/new and /backend/departments/:id: a department's name, description and
 * branch. Decision: a department without a branch is shop-wide (e.g. the office or the
 * production kitchen that serves every branch). Employees see their branches' departments
 * read-only (the manifest lets administrators change them).
 */
import { useNavigate, useParams } from 'react-router';
import type { Department } from '#shared/schemas/organisation.ts';
import { t } from '../../i18n';
import { SelectField, TextAreaField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { branchesApi } from '../../branches/api';
import { departmentsApi } from '../api';
import '../organisation.css';

type DepartmentDraft = Pick<Department, 'name' | 'description' | 'branch'>;

export default function DepartmentEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const branches = branchesApi.useAll();
  const form = useRecordForm<Department, DepartmentDraft>({
    api: departmentsApi,
    id,
    initial: () => ({ name: '', description: '' }),
    onCreated: (department) => navigate(`/departments/${department.id}`, { replace: true }),
    onDeleted: () => navigate('/departments'),
  });
  const access = viewer ? resourceAccess(viewer, 'departments') : undefined;
  const branchIds = (department: DepartmentDraft | undefined) => (department?.branch ? [department.branch.id] : []);
  const canEdit = Boolean(access && (form.isNew ? access.create(branchIds(form.draft)) : access.update(branchIds(form.record))));
  const options = (branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }));
  // A branch the list does not (yet) hold stays selectable under its id, so loading never changes the value.
  const chosen = form.draft.branch?.id;
  if (chosen && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: chosen });
  const title = form.isNew ? t('organisationAdmin.departments.new') : t('organisationAdmin.department.heading', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/departments"
      backLabel={t('organisationAdmin.department.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove(branchIds(form.record)))}
    >
      <div className="org-fields">
        <TextField
          label={t('organisationAdmin.field.name')}
          required
          maxLength={200}
          value={form.draft.name}
          onChange={(name) => form.setField('name', name)}
          error={form.errors.name}
        />
        <SelectField
          label={t('organisationAdmin.field.branch')}
          help={t('organisationAdmin.department.branchHelp')}
          options={options}
          emptyLabel={t('organisationAdmin.department.shopWide')}
          value={chosen}
          onChange={(branch) => form.setField('branch', branch ? { id: branch } : undefined)}
          error={form.errors.branch ?? form.errors['branch.id']}
        />
        <TextAreaField
          label={t('organisationAdmin.field.description')}
          maxLength={5000}
          value={form.draft.description}
          onChange={(description) => form.setField('description', description)}
          error={form.errors.description}
        />
      </div>
    </RecordEditor>
  );
}
