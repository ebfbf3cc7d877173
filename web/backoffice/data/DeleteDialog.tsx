/**
 * The question before a record is deleted (backoffice.md §8): „Wirklich löschen?“ with the record's
 * name, 'Abbrechen' and 'Löschen' (busy while the request runs), and the server's refusal (e.g. a
 * 409 while the record is still in use) shown in the dialog where it was asked. RecordEditor and
 * the read-only detail pages use it.
 */
import type { ReactNode } from 'react';
import { Button, Dialog } from '../../common/ui';
import { t } from '../i18n';

export interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** How the text names the record: „{title}“ wird gelöscht. */
  title: string;
  deleting: boolean;
  /** The refusal to show, if the last try failed. */
  error?: string;
  /** What deleting does beyond removing the record (shown under the question). */
  note?: ReactNode;
}

export function DeleteDialog({ open, onClose, onConfirm, title, deleting, error, note }: DeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dataScreen.deleteConfirm.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dataScreen.cancel')}
          </Button>
          <Button className="bo-button--danger-solid" disabled={deleting} onClick={onConfirm}>
            {deleting ? t('dataScreen.deleting') : t('dataScreen.delete')}
          </Button>
        </>
      }
    >
      <p>{t('dataScreen.deleteConfirm.text', { title })}</p>
      {note}
      {error && (
        <p className="bo-notice bo-notice--error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
