/**
 * "Mit KI vorschlagen" in the site editor (functions/content-ai): a brief and a tone, then a
 * proposal of title, description and content shown beside the current values. "Übernehmen" puts
 * it into the form (the user still saves), "Verwerfen" drops it. Nothing is stored by asking.
 * Folded by default, so the editor stays as it was for anyone not using it.
 */
import { useId, useState } from 'react';
import { BRIEF_MAX_LENGTH, CONTENT_TONES, type ContentTone, type SiteProposal } from '#shared/schemas/content-ai.ts';
import { Button } from '../../../common/ui';
import { RichText } from '../../../storefront/content/RichText';
import { SelectField, TextAreaField } from '../../data/fields';
import { t } from '../../i18n';
import { proposeSiteTexts } from './api';
import './ai.css';

export interface SiteTexts {
  title?: string;
  description?: string;
  /** The page's rich text (a simple site's body); undefined for a page of blocks. */
  content?: string;
}

export interface SiteProposalPanelProps {
  /** Undefined while the page is not saved yet. */
  siteId: string | undefined;
  current: SiteTexts;
  /** A page of blocks gets the content as a new text block. */
  contentAsBlock: boolean;
  onAccept(proposal: SiteProposal): void;
}

const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : t('contentAiAdmin.failed'));

export function SiteProposalPanel({ siteId, current, contentAsBlock, onAccept }: SiteProposalPanelProps) {
  const headingId = useId();
  const [brief, setBrief] = useState('');
  const [tone, setTone] = useState<ContentTone>('sachlich');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [proposal, setProposal] = useState<SiteProposal>();
  const [accepted, setAccepted] = useState(false);

  const create = async () => {
    if (!siteId) return;
    setBusy(true);
    setError(undefined);
    setAccepted(false);
    try {
      setProposal(await proposeSiteTexts(siteId, { brief: brief.trim() || undefined, tone }));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const rows: Array<{ field: 'title' | 'description' | 'content'; label: string }> = [
    { field: 'title', label: t('contentAiAdmin.field.title') },
    { field: 'description', label: t('contentAiAdmin.field.description') },
    { field: 'content', label: t('contentAiAdmin.field.content') },
  ];

  return (
    <details className="ai-panel" aria-labelledby={headingId}>
      <summary id={headingId} className="ai-panel__summary">
        {t('contentAiAdmin.generate')}
      </summary>
      <div className="ai-panel__body">
        {!siteId ? (
          <p className="bo-field__help">{t('contentAiAdmin.saveFirst')}</p>
        ) : (
          <>
            <p className="bo-field__help">{t('contentAiAdmin.intro')}</p>
            <TextAreaField
              label={t('contentAiAdmin.brief')}
              help={t('contentAiAdmin.briefHelp')}
              rows={3}
              maxLength={BRIEF_MAX_LENGTH}
              value={brief}
              onChange={setBrief}
            />
            <div className="ai-panel__actions">
              <SelectField
                label={t('contentAiAdmin.tone')}
                value={tone}
                options={CONTENT_TONES.map((value) => ({ value, label: t(`contentAiAdmin.tone.${value}`) }))}
                onChange={(value) => setTone((CONTENT_TONES as readonly string[]).includes(value ?? '') ? (value as ContentTone) : 'sachlich')}
              />
              <Button onClick={() => void create()} disabled={busy} aria-busy={busy}>
                {busy ? t('contentAiAdmin.creating') : t('contentAiAdmin.create')}
              </Button>
            </div>
            {error && (
              <p role="alert" className="bo-field__error">
                {error}
              </p>
            )}
            {accepted && (
              <p role="status" className="bo-field__help">
                {t('contentAiAdmin.accepted')}
              </p>
            )}
            {proposal && (
              <section className="ai-proposal" aria-label={t('contentAiAdmin.proposal')}>
                <table className="ai-proposal__table">
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">{t('contentAiAdmin.field')}</span>
                      </th>
                      <th scope="col">{t('contentAiAdmin.current')}</th>
                      <th scope="col">{t('contentAiAdmin.proposal')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows
                      .filter((row) => proposal[row.field] !== undefined)
                      .map((row) => (
                        <tr key={row.field} data-field={row.field}>
                          <th scope="row">{row.label}</th>
                          <td>
                            {row.field === 'content' ? (
                              contentAsBlock ? (
                                t('contentAiAdmin.currentBlocks')
                              ) : current.content ? (
                                <RichText html={current.content} className="ai-proposal__html" />
                              ) : (
                                t('contentAiAdmin.empty')
                              )
                            ) : (
                              current[row.field] || t('contentAiAdmin.empty')
                            )}
                          </td>
                          <td>{row.field === 'content' ? <RichText html={proposal.content ?? ''} className="ai-proposal__html" /> : proposal[row.field]}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
                {contentAsBlock && proposal.content && <p className="bo-field__help">{t('contentAiAdmin.contentAsBlock')}</p>}
                <div className="ai-panel__actions">
                  <Button
                    onClick={() => {
                      onAccept(proposal);
                      setProposal(undefined);
                      setAccepted(true);
                    }}
                  >
                    {t('contentAiAdmin.accept')}
                  </Button>
                  <Button variant="secondary" onClick={() => setProposal(undefined)}>
                    {t('contentAiAdmin.discard')}
                  </Button>
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </details>
  );
}
