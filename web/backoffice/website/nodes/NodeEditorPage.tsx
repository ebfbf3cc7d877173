/**
 * /backend/nodes/new?type=… and /backend/nodes/:id: a content node by its type (storefront.md §3
 * "Node (news)", "Employee node", "Form node"): a news item (title, date, text, image), an
 * employee of the team block (name, text, phone, e-mail, image) or a contact form (name,
 * description, thank-you message and its fields). Each is published or a draft.
 */
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NODE_TYPES, type Node } from '#shared/schemas/content.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { t } from '../../i18n';
import { CheckboxField, TextAreaField, TextField } from '../../data/fields';
import { ImagePicker } from '../../data/ImagePicker';
import { RecordEditor } from '../../data/RecordEditor';
import { RichTextField } from '../../data/RichTextField';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { nodesApi } from '../api';
import { FormFieldsEditor } from './FormFieldsEditor';
import { nodeTitle } from './node-names';
import '../website.css';

type NodeType = Node['type'];
type NewsDraft = Extract<Node, { type: 'newsPopup' }>;
type EmployeeDraft = Extract<Node, { type: 'employee' }>;
type FormDraft = Extract<Node, { type: 'form' }>;
type NodeDraft =
  | Omit<NewsDraft, 'id' | 'version' | 'entityType' | 'createdAt' | 'updatedAt'>
  | Omit<EmployeeDraft, 'id' | 'version' | 'entityType' | 'createdAt' | 'updatedAt'>
  | Omit<FormDraft, 'id' | 'version' | 'entityType' | 'createdAt' | 'updatedAt'>;

/** A new node of a type, unpublished: a shop reviews a text before visitors see it. */
function newNode(type: NodeType): NodeDraft {
  switch (type) {
    case 'newsPopup':
      return { type, isPublic: false, content: { title: '', text: '' } };
    case 'employee':
      return { type, isPublic: false, content: { firstName: '', lastName: '', text: '' } };
    case 'form':
      return { type, isPublic: false, content: { name: '', description: '', fields: [] }, thankYouMessage: '' };
  }
}

export default function NodeEditorPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'nodes') : undefined;
  const requested = params.get('type');
  const newType: NodeType = (NODE_TYPES as readonly string[]).includes(requested ?? '') ? (requested as NodeType) : 'newsPopup';
  const form = useRecordForm<Node, NodeDraft>({
    api: nodesApi,
    id,
    initial: () => newNode(newType),
    onCreated: (node) => navigate(`/nodes/${node.id}`, { replace: true }),
    onDeleted: () => navigate('/nodes'),
  });
  const draft = form.draft;
  const typeLabel = t(`websiteAdmin.nodeType.${draft.type}`);
  const title = form.isNew
    ? t(`websiteAdmin.nodes.new.${draft.type}`)
    : t('websiteAdmin.node.title', { type: typeLabel, name: (form.record && nodeTitle(form.record)) || t('websiteAdmin.node.unnamed') });
  const setContent = (changes: Record<string, unknown>) =>
    form.setDraft((current) => ({ ...current, content: { ...current.content, ...changes } }) as NodeDraft);
  const error = (path: string) => form.errors[`content.${path}`];
  const image = (value: ImageRef | undefined) => (
    <ImagePicker
      legend={t('websiteAdmin.field.image')}
      value={value ? [value] : []}
      max={1}
      onChange={(chosen) => setContent({ image: chosen[0] })}
      error={error('image')}
    />
  );

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/nodes"
      backLabel={t('websiteAdmin.node.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="ws-fields">
        {draft.type === 'newsPopup' && (
          <>
            <div className="ws-grid">
              <TextField
                label={t('websiteAdmin.node.news.title')}
                required
                maxLength={200}
                value={draft.content.title}
                onChange={(value) => setContent({ title: value })}
                error={error('title')}
              />
              <TextField
                label={t('websiteAdmin.node.news.date')}
                help={t('websiteAdmin.node.news.dateHelp')}
                type="date"
                value={draft.content.date?.slice(0, 10)}
                onChange={(date) => setContent({ date: date || undefined })}
                error={error('date')}
              />
            </div>
            <RichTextField label={t('websiteAdmin.field.text')} value={draft.content.text} onChange={(text) => setContent({ text })} error={error('text')} />
            {image(draft.content.image)}
          </>
        )}
        {draft.type === 'employee' && (
          <>
            <div className="ws-grid">
              <TextField
                label={t('websiteAdmin.node.employee.firstName')}
                required
                maxLength={100}
                value={draft.content.firstName}
                onChange={(firstName) => setContent({ firstName })}
                error={error('firstName')}
              />
              <TextField
                label={t('websiteAdmin.node.employee.lastName')}
                required
                maxLength={100}
                value={draft.content.lastName}
                onChange={(lastName) => setContent({ lastName })}
                error={error('lastName')}
              />
              <TextField
                label={t('websiteAdmin.node.employee.phone')}
                type="tel"
                maxLength={50}
                value={draft.content.phone}
                onChange={(phone) => setContent({ phone: phone || undefined })}
                error={error('phone')}
              />
              <TextField
                label={t('websiteAdmin.node.employee.email')}
                type="email"
                maxLength={200}
                value={draft.content.email}
                onChange={(email) => setContent({ email: email || undefined })}
                error={error('email')}
              />
            </div>
            <TextAreaField
              label={t('websiteAdmin.node.employee.text')}
              help={t('websiteAdmin.node.employee.textHelp')}
              maxLength={5000}
              value={draft.content.text}
              onChange={(text) => setContent({ text })}
              error={error('text')}
            />
            {image(draft.content.image)}
          </>
        )}
        {draft.type === 'form' && (
          <>
            <TextField
              label={t('websiteAdmin.node.form.name')}
              required
              maxLength={200}
              value={draft.content.name}
              onChange={(name) => setContent({ name })}
              error={error('name')}
            />
            <RichTextField
              label={t('websiteAdmin.node.form.description')}
              value={draft.content.description}
              onChange={(description) => setContent({ description })}
              error={error('description')}
            />
            <FormFieldsEditor fields={draft.content.fields} onChange={(fields) => setContent({ fields })} errors={form.errors} />
            <RichTextField
              label={t('websiteAdmin.node.form.thankYou')}
              help={t('websiteAdmin.node.form.thankYouHelp')}
              value={draft.thankYouMessage}
              onChange={(thankYouMessage) => form.setDraft((current) => ({ ...current, thankYouMessage }) as NodeDraft)}
              error={form.errors.thankYouMessage}
            />
          </>
        )}
        <CheckboxField
          label={t('websiteAdmin.field.isPublic')}
          help={t('websiteAdmin.field.isPublicHelp')}
          checked={draft.isPublic}
          onChange={(isPublic) => form.setDraft((current) => ({ ...current, isPublic }))}
        />
      </div>
    </RecordEditor>
  );
}
