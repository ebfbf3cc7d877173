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
import { Component, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Site } from '#shared/schemas/content.ts';
import { Button } from '../../../common/ui';
import { SiteContent } from '../../../storefront/content/SiteContent';
import themeCss from '../../../common/ui/theme.css?inline';
import storefrontCss from '../../../storefront/storefront.css?inline';
import contentCss from '../../../storefront/content/content.css?inline';
import { t } from '../../i18n';
import './site-preview.css';

const FRAME_DOCUMENT = '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head><body></body></html>';
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
    const frameDocument = frameRef.current?.contentDocument;
    const frameWindow = frameRef.current?.contentWindow as (Window & typeof globalThis) | null | undefined;
    if (!frameDocument || !frameWindow) return;
    frameDocument.title = t('websiteAdmin.preview.heading');
    frameDocument.adoptedStyleSheets = FRAME_STYLES.map((css) => {
      const sheet = new frameWindow.CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
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
    setBody(frameDocument.body);
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

/** Keeps a block that cannot draw the draft from taking the editor down with it. */
class PreviewBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
