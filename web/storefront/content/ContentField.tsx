/**
 * Draws a content value as shared/content/fields.ts describes it (storefront.md §3 "Content field
 * types"): text, links (in-app paths through the router), rich text, markdown, images that open
 * the lightbox, files (new tab), nested fields and lists.
 */
import { Link } from 'react-router';
import { describeField, fileUrl, type ContentFieldDefinition, type FieldView } from '#shared/content/fields.ts';
import { t } from '../../common/i18n';
import { Markdown } from '../checkout/Markdown';
import { useConfig } from '../data';
import { Picture } from '../layout/Picture';
import { Lightbox, useLightbox } from './Lightbox';
import { RichText } from './RichText';

const DEFAULT_TIME_ZONE = 'Europe/Vienna';

function Images({ images }: { images: Extract<FieldView, { kind: 'images' }>['images'] }) {
  const lightbox = useLightbox();
  return (
    <>
      <ul className="content-images">
        {images.map((image, index) => (
          <li key={`${image.id}-${index}`}>
            <button
              type="button"
              className="zoom-image"
              onClick={() => lightbox.show(index)}
              aria-label={image.alt || image.name ? `${image.alt || image.name}, ${t('lightbox.enlarge')}` : t('lightbox.enlarge')}
            >
              <Picture image={image} src="small" sizes="(min-width: 720px) 10rem, 34vw" widths={['tiny', 'small']} alt="" />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} start={lightbox.start} onClose={lightbox.close} />
    </>
  );
}

export function FieldViewOf({ view }: { view: FieldView }) {
  switch (view.kind) {
    case 'text':
      return <span className="content-text">{view.text}</span>;
    case 'link':
      return view.internal ? (
        <Link to={view.href}>{view.text}</Link>
      ) : (
        <a href={view.href} {...(view.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {view.text}
        </a>
      );
    case 'html':
      return <RichText html={view.html} />;
    case 'markdown':
      return <Markdown source={view.source} headingOffset={1} />;
    case 'images':
      return <Images images={view.images} />;
    case 'files':
      return (
        <ul className="block-files">
          {view.files.map((file) => (
            <li key={file.id}>
              <a href={fileUrl(file)} target="_blank" rel="noopener noreferrer">
                {file.name || `${file.id}.${file.extension}`}
                <span className="visually-hidden"> {t('layout.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      );
    case 'fields':
      return (
        <dl className="content-fields">
          {view.entries.map((entry) => (
            <div key={entry.key}>
              {entry.label && <dt>{entry.label}</dt>}
              <dd>
                <FieldViewOf view={entry.view} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'list':
      return (
        <ul className="content-list">
          {view.items.map((item, index) => (
            <li key={index}>
              <FieldViewOf view={item} />
            </li>
          ))}
        </ul>
      );
  }
}

/** One value of a field definition; nothing for an empty value. */
export function ContentField({ definition, value }: { definition: ContentFieldDefinition; value: unknown }) {
  const timeZone = useConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const view = describeField(definition, value, timeZone);
  return view ? <FieldViewOf view={view} /> : null;
}
