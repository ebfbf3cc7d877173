/**
 * The header's news button (storefront.md §2 "Global layout": shown when public newsPopup nodes
 * exist). Part of the entry bundle, so it is tiny: the popup itself loads when it is opened.
 * Focus returns to this button when the popup closes.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { t } from '../../common/i18n';
import { publicNodes, useNodes } from './nodes';
import './news-button.css';

const NewsPopup = lazy(() => import('./NewsPopup').then((module) => ({ default: module.NewsPopup })));

export function NewsButton() {
  const count = publicNodes(useNodes().data, 'newsPopup').length;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // The dialog leaves the page as it closes, so the browser cannot hand the focus back itself;
  // once it is gone (the page is no longer inert) the button takes it.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);
  if (count === 0) return null;
  return (
    <>
      <button ref={buttonRef} type="button" className="news-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5h13v14H6a2 2 0 0 1-2-2V5zm13 4h3v8a2 2 0 0 1-2 2h-1M7 9h7M7 13h7M7 16h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('news.open')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <NewsPopup
            onClose={() => {
              returnFocus.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
