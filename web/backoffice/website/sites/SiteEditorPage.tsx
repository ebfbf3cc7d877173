/**
 * /backend/sites/new and /backend/sites/:id: a content page (storefront.md §2 "Content pages",
 * §3 "Site"): name, path, title and description for search engines, type, published or draft,
 * and its content: the blocks of a 'Standardseite' or the rich text of an 'Einfache Seite'. Beside
 * the form (below it on narrow screens, where it can be hidden) the page as the storefront draws it.
 */
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Site } from '#shared/schemas/content.ts';
import { t } from '../../i18n';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { RichTextField } from '../../data/RichTextField';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { sitesApi } from '../api';
import { pathError } from '../paths';
import { BlocksEditor } from './BlocksEditor';
import { withSiteType, type ContentStash, type SiteBlock } from './site-blocks';
import { SitePreview } from './SitePreview';
import { SiteProposalPanel } from '../ai/SiteProposalPanel';
import type { SiteProposal } from '#shared/schemas/content-ai.ts';
import '../website.css';

type SiteDraft = Pick<Site, 'type' | 'path' | 'name' | 'title' | 'description' | 'isPublic' | 'content'>;

/** About as many characters as search engines show of a description. */
const DESCRIPTION_HINT = 160;

export default function SiteEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'sites') : undefined;
  const stash = useRef<ContentStash>({});
  const [previewShown, setPreviewShown] = useState(true);
  // A proposal taken over replaces the rich text: the editor starts afresh with it.
  const [bodyRevision, setBodyRevision] = useState(0);
  const form = useRecordForm<Site, SiteDraft>({
    api: sitesApi,
    id,
    initial: () => ({ type: 'default', path: '/', name: '', title: '', description: '', isPublic: false, content: { blocks: [] } }),
    onCreated: (site) => navigate(`/sites/${site.id}`, { replace: true }),
    onDeleted: () => navigate('/sites'),
  });
  const { draft } = form;
  const title = form.isNew ? t('websiteAdmin.sites.new') : t('websiteAdmin.site.title', { name: form.record?.name ?? '' });
  const descriptionLength = draft.description?.length ?? 0;

  // The proposal goes into the form only; the user reviews it and saves. A page of blocks gets the
  // content as a new text block at the end.
  const acceptProposal = (proposal: SiteProposal) =>
    form.setDraft((current) => {
      const content =
        proposal.content === undefined
          ? current.content
          : current.type === 'simple'
            ? { body: proposal.content }
            : { blocks: [...(current.content.blocks ?? []), { type: 'text' as const, value: { text: proposal.content } }] };
      return {
        ...current,
        ...(proposal.title !== undefined ? { title: proposal.title } : {}),
        ...(proposal.description !== undefined ? { description: proposal.description } : {}),
        content,
      };
    });

  const changeType = (type: Site['type']) =>
    form.setDraft((current) => {
      const next = withSiteType(current, type, stash.current);
      stash.current = next.stash;
      return next.site;
    });

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/sites"
      backLabel={t('websiteAdmin.site.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
      aside={<SitePreview site={draft} shown={previewShown} onToggle={() => setPreviewShown((shown) => !shown)} />}
    >
      <div className="ws-fields">
        {form.record && (
          <p>
            <a href={form.record.path} target="_blank" rel="noreferrer">
              {t('websiteAdmin.site.open')}
            </a>
          </p>
        )}
        <div className="ws-grid">
          <TextField
            label={t('websiteAdmin.field.name')}
            help={t('websiteAdmin.site.nameHelp')}
            required
            maxLength={200}
            value={draft.name}
            onChange={(name) => form.setField('name', name)}
            error={form.errors.name}
          />
          <TextField
            label={t('websiteAdmin.field.path')}
            help={t('websiteAdmin.site.pathHelp')}
            required
            maxLength={500}
            value={draft.path}
            onChange={(path) => form.setField('path', path)}
            error={form.errors.path ?? pathError(draft.path)}
          />
          <TextField
            label={t('websiteAdmin.site.field.title')}
            help={t('websiteAdmin.site.field.titleHelp')}
            maxLength={200}
            value={draft.title}
            onChange={(value) => form.setField('title', value)}
            error={form.errors.title}
            className="ws-grid__wide"
          />
        </div>
        <TextAreaField
          label={t('websiteAdmin.site.field.description')}
          help={t('websiteAdmin.site.field.descriptionHelp')}
          rows={3}
          maxLength={1000}
          value={draft.description}
          onChange={(description) => form.setField('description', description)}
          error={form.errors.description}
        />
        <p className={descriptionLength > DESCRIPTION_HINT ? 'bo-field__error' : 'bo-field__help'}>
          {descriptionLength > DESCRIPTION_HINT
            ? t('websiteAdmin.site.field.descriptionLong', { count: descriptionLength })
            : t('websiteAdmin.site.field.descriptionCount', { count: descriptionLength })}
        </p>
        <div className="ws-grid">
          <SelectField
            label={t('websiteAdmin.site.field.type')}
            help={t('websiteAdmin.site.field.typeHelp')}
            value={draft.type}
            options={[
              { value: 'default', label: t('websiteAdmin.siteType.default') },
              { value: 'simple', label: t('websiteAdmin.siteType.simple') },
            ]}
            onChange={(type) => changeType(type === 'simple' ? 'simple' : 'default')}
            error={form.errors.type}
          />
          <CheckboxField
            label={t('websiteAdmin.field.isPublic')}
            help={t('websiteAdmin.field.isPublicHelp')}
            checked={draft.isPublic}
            onChange={(isPublic) => form.setField('isPublic', isPublic)}
          />
        </div>
        <SiteProposalPanel
          siteId={form.record?.id}
          current={{ title: draft.title, description: draft.description, content: draft.type === 'simple' ? draft.content.body : undefined }}
          contentAsBlock={draft.type === 'default'}
          onAccept={(proposal) => {
            acceptProposal(proposal);
            setBodyRevision((revision) => revision + 1);
          }}
        />
        {form.errors.content && <p className="bo-field__error">{form.errors.content}</p>}
        {draft.type === 'default' ? (
          <BlocksEditor
            blocks={(draft.content.blocks ?? []) as SiteBlock[]}
            onChange={(blocks) => form.setField('content', { blocks: blocks as NonNullable<Site['content']['blocks']> })}
            errors={form.errors}
          />
        ) : (
          <RichTextField
            key={bodyRevision}
            label={t('websiteAdmin.site.field.body')}
            value={draft.content.body}
            onChange={(body) => form.setField('content', { body })}
            error={form.errors['content.body']}
          />
        )}
      </div>
    </RecordEditor>
  );
}
