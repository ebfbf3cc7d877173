/**
 * The frame of every record editor (backoffice.md §4, §5, §8): heading with the way back, the
 * loader and the load error with retry, the conflict notice with 'Neu laden', the error summary
 * (the server's first message), the fields (read-only for whoever may not change the record), the
 * action bar (save, copy/paste through the clipboard, delete with confirmation and the server's
 * refusal), and the question before leaving with unsaved changes (in-app navigation and closing
 * or reloading the tab).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useBlocker } from 'react-router';
import { Button, Dialog, ErrorState, Loading } from '../../common/ui';
import { useDocumentTitle } from '../../common/document';
import { t } from '../i18n';
import { useClipboard } from './clipboard';
import { DeleteDialog } from './DeleteDialog';
import type { RecordForm, Versioned } from './record-form';
import './data-screens.css';

export interface RecordEditorProps<T extends Versioned, Draft> {
  form: RecordForm<T, Draft>;
  /** "Produkt „Leberkässemmel“" or "Neues Produkt". */
  title: string;
  /** The list to go back to (relative to /backend); a singleton such as the settings has none. */
  backTo?: string;
  backLabel?: string;
  canEdit: boolean;
  canDelete: boolean;
  /** Whether any field is required: only then the form explains the * marker. */
  hasRequiredFields?: boolean;
  /** Clipboard context and how a pasted item becomes the draft (keeping the record's own id, identifier …). */
  clipboard?: { context: string; label: (draft: Draft) => string; paste: (draft: Draft, copied: Draft) => Draft };
  /** Shown next to the fields on wide screens (e.g. the product preview). */
  aside?: ReactNode;
  /** What deleting does beyond removing the record, said in the delete question (e.g. a customer's erasure). */
  deleteNote?: ReactNode;
  children: ReactNode;
}

export function RecordEditor<T extends Versioned, Draft>({
  form,
  title,
  backTo,
  backLabel,
  canEdit,
  canDelete,
  hasRequiredFields = true,
  clipboard,
  aside,
  deleteNote,
  children,
}: RecordEditorProps<T, Draft>) {
  const headingId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const copied = useClipboard<Draft>(clipboard?.context ?? 'none');
  useDocumentTitle(title);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => canEdit && form.dirty && !form.leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!canEdit || !form.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [canEdit, form.dirty]);

  // A failed save moves the focus to the summary (or the conflict notice), so keyboard and
  // screen-reader users hear it and the page scrolls to it from the action bar of a long form.
  useEffect(() => {
    const notice = summaryRef.current;
    if (!form.errorSummary || !notice) return;
    notice.focus({ preventScroll: true });
    // After the layout of this render (the notice itself moves the form down).
    const frame = requestAnimationFrame(() => notice.scrollIntoView({ block: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [form.errorSummary]);

  if (form.loading) return <Loading />;
  if (form.loadError && !form.record) return <ErrorState message={(form.loadError as Error).message} onRetry={form.retryLoad} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canEdit && !form.saving) form.save();
  };

  return (
    <section className="bo-editor" aria-labelledby={headingId}>
      {backTo && (
        <p className="bo-editor__back">
          <Link to={backTo}>{backLabel}</Link>
        </p>
      )}
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>
      {!canEdit && <p className="bo-editor__readonly">{t('dataScreen.readOnly')}</p>}

      {form.conflict && (
        <div ref={summaryRef} tabIndex={-1} className="bo-notice bo-notice--warning" role="alert">
          <p>{form.errorSummary}</p>
          <Button variant="secondary" onClick={form.reload}>
            {t('dataScreen.conflict.reload')}
          </Button>
        </div>
      )}
      {form.errorSummary && !form.conflict && (
        <div ref={summaryRef} tabIndex={-1} className="bo-notice bo-notice--error" role="alert" data-testid="form-error-summary">
          <p>{form.errorSummary}</p>
        </div>
      )}

      <div className={aside ? 'bo-editor__layout has-aside' : 'bo-editor__layout'}>
        <form className="bo-editor__form" onSubmit={submit} noValidate aria-describedby={canEdit && hasRequiredFields ? `${headingId}-required` : undefined}>
          {canEdit && hasRequiredFields && (
            <p id={`${headingId}-required`} className="bo-field__help">
              {t('dataScreen.field.requiredHint')}
            </p>
          )}
          <fieldset className="bo-editor__fields" disabled={!canEdit}>
            {children}
          </fieldset>
          {canEdit && (
            <div className="bo-editor__actions">
              <Button type="submit" disabled={form.saving || (!form.dirty && !form.isNew)}>
                {form.saving ? t('dataScreen.saving') : t('dataScreen.save')}
              </Button>
              {!form.isNew && form.dirty && (
                <Button variant="secondary" onClick={form.reload} disabled={form.saving}>
                  {t('dataScreen.discard')}
                </Button>
              )}
              {clipboard && (
                <>
                  <Button variant="secondary" onClick={() => copied.copy(clipboard.label(form.draft), form.draft)}>
                    {t('dataScreen.clipboard.copy')}
                  </Button>
                  {copied.item && (
                    <Button variant="secondary" onClick={() => form.setDraft((draft) => clipboard.paste(draft, copied.item!.data))}>
                      {t('dataScreen.clipboard.paste', { label: copied.item.label })}
                    </Button>
                  )}
                </>
              )}
              {canDelete && !form.isNew && (
                <Button variant="secondary" className="bo-button--danger" onClick={() => setConfirmDelete(true)}>
                  {t('dataScreen.delete')}
                </Button>
              )}
              <span className="bo-editor__status" role="status" aria-live="polite">
                {form.saved ? t('dataScreen.saved') : form.dirty ? t('dataScreen.unsaved') : ''}
              </span>
            </div>
          )}
        </form>
        {aside && <aside className="bo-editor__aside">{aside}</aside>}
      </div>

      <DeleteDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void form.remove().then((removed) => removed && setConfirmDelete(false))}
        title={title}
        deleting={form.deleting}
        error={form.deleteError}
        note={deleteNote}
      />

      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('dataScreen.leave.title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              {t('dataScreen.leave.stay')}
            </Button>
            <Button className="bo-button--danger-solid" onClick={() => blocker.proceed?.()}>
              {t('dataScreen.leave.discard')}
            </Button>
          </>
        }
      >
        <p>{t('dataScreen.leave.text')}</p>
      </Dialog>
    </section>
  );
}
