/**
 * The thumbnail of one of the customer's uploads in the overlay (storefront.md §3 "Upload"): the
 * preview the server renders (shared/items/uploads.ts `hasUploadPreview`), which appears a moment
 * after the upload. Until it loads the customer sees the file the browser still has (an image
 * just chosen on this page, ./uploads.ts `localUploadUrl`) or the file's type; never a broken image.
 *
 * Decision: a preview that is not there yet is asked for again a few times, PREVIEW_RETRY_MS
 * apart (a new query each time, so no answer is reused); after PREVIEW_ATTEMPTS the fallback
 * stays (an unreadable file never gets one).
 */
import { useEffect, useState } from 'react';
import { hasUploadPreview, uploadPreviewPath } from '#shared/items/uploads.ts';
import { localUploadUrl, type PartUpload } from './uploads';

export const PREVIEW_ATTEMPTS = 6;
export const PREVIEW_RETRY_MS = 1500;

export function UploadThumb({ file }: { file: PartUpload }) {
  const local = localUploadUrl(file);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [retryPending, setRetryPending] = useState(false);

  useEffect(() => {
    if (!retryPending) return undefined;
    const timer = setTimeout(() => {
      setRetryPending(false);
      setAttempt((count) => count + 1);
    }, PREVIEW_RETRY_MS);
    return () => clearTimeout(timer);
  }, [retryPending]);

  const fallback = local ? (
    <img className="upload__thumb" src={local} alt="" />
  ) : (
    <span className="upload__thumb upload__thumb--file" aria-hidden="true">
      {file.extension.toUpperCase()}
    </span>
  );
  if (!hasUploadPreview(file.extension)) return fallback;
  const tryPreview = attempt < PREVIEW_ATTEMPTS && !retryPending;
  return (
    <>
      {!loaded && fallback}
      {tryPreview && (
        <img
          key={attempt}
          className="upload__thumb"
          src={attempt === 0 ? uploadPreviewPath(file) : `${uploadPreviewPath(file)}?attempt=${attempt}`}
          alt=""
          hidden={!loaded}
          onLoad={() => setLoaded(true)}
          onError={() => {
            setLoaded(false);
            if (attempt + 1 < PREVIEW_ATTEMPTS) setRetryPending(true);
            else setAttempt(PREVIEW_ATTEMPTS);
          }}
        />
      )}
    </>
  );
}
