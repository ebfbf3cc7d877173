/**
 * Proposed alternative text and caption of a library image (functions/content-ai, POST
 * /api/content-ai/generate/image) for the image editor to mount:
 *
 *   <ImageTextProposal imageId={image.id} onAccept={(alt, description) => …} />
 *
 * "Bildtexte vorschlagen" asks the model (which looks at the image's `small` rendition and its
 * name); the proposal is shown with "Übernehmen" (calls onAccept; the editor still saves) and
 * "Verwerfen". Errors (the hourly cap, the service down) appear in German beside the button.
 */
import { useState } from 'react';
import type { ImageProposal } from '#shared/schemas/content-ai.ts';
import { Button } from '../../../common/ui';
import { t } from '../../i18n';
import { proposeImageTexts } from './api';
import './ai.css';

export interface ImageTextProposalProps {
  imageId: string;
  onAccept(alt: string, description?: string): void;
}

export function ImageTextProposal({ imageId, onAccept }: ImageTextProposalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [proposal, setProposal] = useState<ImageProposal>();

  const create = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setProposal(await proposeImageTexts({ imageId }));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('contentAiAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ai-image">
      <Button variant="secondary" onClick={() => void create()} disabled={busy} aria-busy={busy}>
        {busy ? t('contentAiAdmin.creating') : t('contentAiAdmin.image.create')}
      </Button>
      {error && (
        <p role="alert" className="bo-field__error">
          {error}
        </p>
      )}
      {proposal && (
        <section className="ai-proposal" aria-label={t('contentAiAdmin.proposal')}>
          <dl className="ai-image__texts">
            <dt>{t('contentAiAdmin.image.alt')}</dt>
            <dd>{proposal.alt}</dd>
            {proposal.description && (
              <>
                <dt>{t('contentAiAdmin.image.description')}</dt>
                <dd>{proposal.description}</dd>
              </>
            )}
          </dl>
          <div className="ai-panel__actions">
            <Button
              onClick={() => {
                onAccept(proposal.alt, proposal.description);
                setProposal(undefined);
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
    </div>
  );
}
