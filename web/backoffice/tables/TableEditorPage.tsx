/**
 * /backend/tables/new and /backend/tables/:id: a table's identifier (unique within its branch:
 * the server answers 409 at the field), name, seats and branch, and beside them the table's QR
 * card, printable on its own (a stained card is replaced without reprinting the whole branch).
 *
 * The branch select offers administrators every branch and employees their own ones; an employee
 * who opens another branch's table (by its address) sees it read-only, without its card. A new
 * table starts in the branch the list showed (`?branch=`), or in an employee's only branch.
 */
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Table } from '#shared/schemas/branch.ts';
import { tableLabel } from '#shared/web/table-link.ts';
import { Loading } from '../../common/ui';
import { t } from '../i18n';
import { NumberField, SelectField, TextField } from '../data/fields';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm } from '../data/record-form';
import { resourceAccess, useViewer, type Viewer } from '../data/access';
import { branchesApi } from '../branches/api';
import { tablesApi } from './api';
import { TableQrSheet } from './TableQrSheet';
import { mayShowBranch, singleBranchId, workBranches } from './tables-model';

type TableDraft = Pick<Table, 'identifier' | 'name' | 'seats'> & { branch?: Table['branch'] };

export default function TableEditorPage() {
  const viewer = useViewer();
  // The new table's branch depends on who asks: wait for the viewer before the form starts.
  return viewer ? <TableEditor viewer={viewer} /> : <Loading />;
}

function TableEditor({ viewer }: { viewer: Viewer }) {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const branches = branchesApi.useAll();
  const form = useRecordForm<Table, TableDraft>({
    api: tablesApi,
    id,
    initial: () => {
      const preset = singleBranchId(viewer, params.get('branch') ?? undefined);
      return { identifier: '', branch: preset ? { id: preset } : undefined };
    },
    onCreated: (table) => navigate(`/tables/${table.id}`, { replace: true }),
    onDeleted: () => navigate('/tables'),
  });
  const access = resourceAccess(viewer, 'tables');
  const record = form.record;
  const draftBranch = form.draft.branch?.id;

  const choices = workBranches(viewer, branches.data ?? []);
  // A table of another branch (read-only for an employee) still names its branch.
  const recordBranch = branches.data?.find((branch) => branch.id === draftBranch);
  const options = [...choices, ...(recordBranch && !choices.includes(recordBranch) ? [recordBranch] : [])].map((branch) => ({
    value: branch.id,
    label: branch.name,
  }));

  const title = form.isNew ? t('tablesAdmin.new') : t('tablesAdmin.title', { name: record ? tableLabel(record) : '' });
  const canEdit = form.isNew ? access.create() : Boolean(record && access.update([record.branch.id]));
  const canDelete = Boolean(record && access.remove([record.branch.id]));

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/tables"
      backLabel={t('tablesAdmin.back')}
      canEdit={canEdit}
      canDelete={canDelete}
      // Another branch's table (read-only for an employee) gets no card to print, as on the print page.
      aside={record && !mayShowBranch(viewer, record.branch.id) ? undefined : <QrCard record={record} dirty={form.dirty} draft={form.draft} />}
    >
      <TextField
        label={t('tablesAdmin.field.identifier')}
        help={t('tablesAdmin.field.identifierHelp')}
        required
        maxLength={50}
        value={form.draft.identifier}
        onChange={(identifier) => form.setField('identifier', identifier)}
        error={form.errors.identifier}
      />
      <TextField
        label={t('tablesAdmin.field.name')}
        help={t('tablesAdmin.field.nameHelp')}
        maxLength={200}
        value={form.draft.name}
        onChange={(name) => form.setField('name', name || undefined)}
        error={form.errors.name}
      />
      <NumberField
        label={t('tablesAdmin.field.seats')}
        integer
        value={form.draft.seats}
        onChange={(seats) => form.setField('seats', seats)}
        error={form.errors.seats}
      />
      <SelectField
        label={t('tablesAdmin.field.branch')}
        required
        options={options}
        value={draftBranch}
        onChange={(branch) => form.setField('branch', branch ? { id: branch } : undefined)}
        error={form.errors.branch ?? form.errors['branch.id']}
      />
    </RecordEditor>
  );
}

/** The saved table's card (the link is the stored identifier's, not the one being typed). */
function QrCard({ record, draft, dirty }: { record: Table | undefined; draft: TableDraft; dirty: boolean }) {
  const branches = branchesApi.useAll();
  if (!record) return <p className="bo-field__help">{t('tablesAdmin.editor.qrAfterSave')}</p>;
  const branch = branches.data?.find((candidate) => candidate.id === record.branch.id);
  if (!branch) return null;
  const linkChanged = dirty && (draft.identifier !== record.identifier || draft.branch?.id !== record.branch.id);
  return (
    <>
      {linkChanged && (
        <p className="bo-notice bo-notice--warning" role="status">
          {t('tablesAdmin.editor.qrSavedState')}
        </p>
      )}
      <TableQrSheet branch={branch} tables={[record]} origin={window.location.origin} title={t('tablesAdmin.editor.qrTitle')} />
    </>
  );
}
