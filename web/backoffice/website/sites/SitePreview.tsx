/**
 * The live preview of a content page: the storefront's own `SiteContent`
 * (web/storefront/content/SiteContent.tsx) with the editor's draft, in an iframe like the product
 * preview (../../catalogue/product/ProductPreview.tsx): the storefront's styles stay out of the
 * back office and the frame is the preview's viewport, so the page takes the layout a phone of
 * that width gets (beside the form on a wide screen) or the tablet's (below the form).
 *
 * It renders through a portal, so the blocks read the back office's query cache (branches,
 * products, nodes …, fetched on demand like the storefront does) and its router. Nothing in the
 * preview acts: links do not navigate (neither the frame nor the back office) and forms do not
 * send, so a contact form tried out in the preview stores no enquiry; a note says so.
 * A draft that a block cannot draw leaves the editor usable and says so.
 */
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Site } from '#shared/schemas/content.ts';
import { Button } from '../../../common/ui';
import { SiteContent } from '../../../storefront/content/SiteContent';
import themeCss from '../../../common/ui/theme.css?inline';
import storefrontCss from '../../../storefront/storefront.css?inline';
import contentCss from '../../../storefront/content/content.css?inline';
import { FRAME_DOCUMENT, PreviewBoundary, preparePreviewFrame } from '../../data/preview-frame';
import { t } from '../../i18n';
import './site-preview.css';

const FRAME_STYLES = [themeCss, storefrontCss, contentCss];

export interface SitePreviewProps {
  site: Pick<Site, 'type' | 'content' | 'name' | 'title' | 'isPublic'>;
  shown: boolean;
  onToggle: () => void;
}

export function SitePreview({ site, shown, onToggle }: SitePreviewProps) {
  const headingId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [notice, setNotice] = useState('');
  const draftText = JSON.stringify(site.content);
  const [failedOn, setFailedOn] = useState<string | null>(null);

  const onLoad = () => {
    const frameBody = preparePreviewFrame(frameRef.current, {
      title: t('websiteAdmin.preview.heading'),
      styles: FRAME_STYLES,
      guard: (frameDocument, frameWindow) => {
        // Links do not leave the editor (a router link sees the prevented default and stays put); forms send nothing.
        frameDocument.addEventListener(
          'click',
          (event) => {
            if (event.target instanceof frameWindow.Element && event.target.closest('a[href]')) {
              event.preventDefault();
              setNotice(t('websiteAdmin.preview.linksOff'));
            }
          },
          true,
        );
        frameDocument.addEventListener(
          'submit',
          (event) => {
            event.preventDefault();
            event.stopPropagation();
            setNotice(t('websiteAdmin.preview.formsOff'));
          },
          true,
        );
      },
    });
    setBody(frameBody);
  };

  return (
    <section className="ws-preview" aria-labelledby={headingId}>
      <div className="ws-preview__head">
        <h2 id={headingId} className="ws-preview__heading">
          {t('websiteAdmin.preview.heading')}
        </h2>
        <Button variant="secondary" aria-expanded={shown} onClick={onToggle}>
          {shown ? t('websiteAdmin.preview.hide') : t('websiteAdmin.preview.show')}
        </Button>
      </div>
      <div hidden={!shown}>
        <p className="bo-field__help">{t('websiteAdmin.preview.help')}</p>
        <iframe
          ref={frameRef}
          className="ws-preview__frame"
          title={t('websiteAdmin.preview.frameTitle', { name: site.name || t('websiteAdmin.sites.new') })}
          srcDoc={FRAME_DOCUMENT}
          onLoad={onLoad}
        />
        {failedOn === draftText && <p className="bo-field__error">{t('websiteAdmin.preview.failed')}</p>}
        <p className="bo-field__help" role="status">
          {notice}
        </p>
      </div>
      {body &&
        failedOn !== draftText &&
        createPortal(
          <PreviewBoundary key={draftText === failedOn ? 'failed' : 'ok'} onError={() => setFailedOn(draftText)}>
            <main className="site-main">
              {/* As the storefront's page (web/storefront/content/SitePage.tsx): a simple page shows its title above the text. */}
              <article className="site-page">
                {site.type === 'simple' && <h1 className="container site-page__title">{site.title || site.name}</h1>}
                <SiteContent site={site} isDraft={!site.isPublic} />
              </article>
            </main>
          </PreviewBoundary>,
          body,
        )}
    </section>
  );
}
