/**
 * /backend/users/new and /backend/users/:id: a staff account — user name (the sign-in name, fixed
 * once created), name, e-mail (where the temporary password goes), roles, the branches of an
 * employee, the person's details — and, once saved, its account actions (./AccountSection.tsx)
 * and its personal clock link (./TimeTrackingSection.tsx).
 * Deleting removes the sign-in account too (the delete question says so).
 */
import { useNavigate, useParams } from 'react-router';
import { ROLES, type User, type UserInput } from '#shared/schemas/user.ts';
import { t } from '../i18n';
import { CheckboxField, Fieldset, TextField } from '../data/fields';
import { RecordChoices } from '../data/RecordChoices';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm } from '../data/record-form';
import { resourceAccess, useViewer } from '../data/access';
import { branchesApi } from '../branches/api';
import { AccountSection } from './AccountSection';
import { TimeTrackingSection } from './TimeTrackingSection';
import { usersApi } from './api';
import './users.css';

type UserDraft = Omit<UserInput, 'accessToken'>;

export default function UserEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'users') : undefined;
  const branches = branchesApi.useAll();
  const form = useRecordForm<User, UserDraft>({
    api: usersApi,
    id,
    initial: () => ({ username: '', name: '', email: '', roles: ['ROLE_EMPLOYEE'], branches: [], user: {} }),
    onCreated: (user) => navigate(`/users/${user.id}`, { replace: true }),
    onDeleted: () => navigate('/users'),
  });
  const { draft, errors, setField } = form;
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update()));
  const title = form.isNew ? t('usersAdmin.new') : t('usersAdmin.title', { name: form.record?.name ?? '' });
  const setRole = (role: (typeof ROLES)[number], on: boolean) =>
    setField(
      'roles',
      ROLES.filter((candidate) => (candidate === role ? on : draft.roles.includes(candidate))),
    );
  const setProfile = (field: keyof UserDraft['user'], value: string) => setField('user', { ...draft.user, [field]: value || undefined });

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/users"
      backLabel={t('usersAdmin.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
      deleteNote={t('usersAdmin.deleteNote')}
    >
      {form.isNew && <p className="bo-field__help">{t('usersAdmin.createNote')}</p>}
      <Fieldset legend={t('usersAdmin.section.login')}>
        <TextField
          label={t('usersAdmin.field.username')}
          help={form.isNew ? t('usersAdmin.field.usernameHelp') : t('usersAdmin.field.usernameFixed')}
          required
          maxLength={128}
          disabled={!form.isNew}
          value={draft.username}
          onChange={(username) => setField('username', username)}
          error={errors.username}
        />
        <TextField
          label={t('usersAdmin.field.name')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(name) => setField('name', name)}
          error={errors.name}
        />
        <TextField
          label={t('usersAdmin.field.email')}
          help={t('usersAdmin.field.emailHelp')}
          required
          type="email"
          maxLength={254}
          value={draft.email ?? ''}
          onChange={(email) => setField('email', email)}
          error={errors.email}
        />
      </Fieldset>
      <Fieldset legend={t('usersAdmin.field.roles')} help={t('usersAdmin.field.rolesHelp')}>
        {ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={t(`usersAdmin.role.${role}`)}
            help={t(`usersAdmin.role.${role}.help`)}
            checked={draft.roles.includes(role)}
            onChange={(on) => setRole(role, on)}
          />
        ))}
        {errors.roles && <p className="bo-field__error">{errors.roles}</p>}
      </Fieldset>
      <Fieldset legend={t('usersAdmin.field.branches')} help={t('usersAdmin.field.branchesHelp')}>
        <RecordChoices
          records={branches}
          value={draft.branches}
          emptyText={t('usersAdmin.field.branchesEmpty')}
          error={errors.branches}
          onChange={(chosen) => setField('branches', chosen)}
        />
      </Fieldset>
      <Fieldset legend={t('usersAdmin.section.person')}>
        <TextField
          label={t('usersAdmin.field.firstName')}
          maxLength={100}
          value={draft.user.firstName ?? ''}
          onChange={(value) => setProfile('firstName', value)}
          error={errors['user.firstName']}
        />
        <TextField
          label={t('usersAdmin.field.lastName')}
          maxLength={100}
          value={draft.user.lastName ?? ''}
          onChange={(value) => setProfile('lastName', value)}
          error={errors['user.lastName']}
        />
        <TextField
          label={t('usersAdmin.field.phone')}
          type="tel"
          maxLength={50}
          value={draft.user.phone ?? ''}
          onChange={(value) => setProfile('phone', value)}
          error={errors['user.phone']}
        />
      </Fieldset>
      {form.record && canEdit && <AccountSection user={form.record} dirty={form.dirty} onChanged={form.reload} />}
      {form.record && canEdit && <TimeTrackingSection user={form.record} dirty={form.dirty} onChanged={form.reload} />}
    </RecordEditor>
  );
}
