/**
 * /backend/blocks/new and /backend/blocks/:id: a reusable block, its identifier, name and content.
 *
 * Decision: a block's content is one rich text (`content.text`), as the seeded delivery note has
 * it: the spec names only the block's name, and a text is what a shop reuses across pages. Other
 * keys a block's content may hold are kept as they are.
 */
import { useNavigate, useParams } from 'react-router';
import type { Block } from '#shared/schemas/content.ts';
import { t } from '../../i18n';
import { TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { RichTextField } from '../../data/RichTextField';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { blocksApi } from '../api';
import '../website.css';

type BlockDraft = Pick<Block, 'identifier' | 'name' | 'content'>;

export default function BlockEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'blocks') : undefined;
  const form = useRecordForm<Block, BlockDraft>({
    api: blocksApi,
    id,
    initial: () => ({ identifier: '', name: '', content: { text: '' } }),
    onCreated: (block) => navigate(`/blocks/${block.id}`, { replace: true }),
    onDeleted: () => navigate('/blocks'),
  });
  const title = form.isNew ? t('websiteAdmin.blocks.new') : t('websiteAdmin.block.title', { name: form.record?.name ?? '' });
  const text = form.draft.content.text;
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/blocks"
      backLabel={t('websiteAdmin.block.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="ws-fields">
        <div className="ws-grid">
          <TextField
            label={t('websiteAdmin.field.name')}
            required
            maxLength={200}
            value={form.draft.name}
            onChange={(name) => form.setField('name', name)}
            error={form.errors.name}
          />
          <TextField
            label={t('websiteAdmin.field.identifier')}
            help={t('websiteAdmin.field.identifierHelp')}
            required
            maxLength={64}
            value={form.draft.identifier}
            onChange={(identifier) => form.setField('identifier', identifier)}
            error={form.errors.identifier}
          />
        </div>
        <RichTextField
          label={t('websiteAdmin.block.text')}
          help={t('websiteAdmin.block.textHelp')}
          value={typeof text === 'string' ? text : ''}
          onChange={(html) => form.setField('content', { ...form.draft.content, text: html })}
          error={form.errors['content.text'] ?? form.errors.content}
        />
      </div>
    </RecordEditor>
  );
}
