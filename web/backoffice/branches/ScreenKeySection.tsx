/**
 * The branch's order-screen key ('Bildschirm-Schlüssel') in the branch editor, for administrators.
 *
 * The browser makes a random key (./api-key.ts), sends the branch record with it (PUT
 * /api/branches/{id}, the generic update with the record's version; the server keeps only a
 * hash), and shows the key once together with the two ready-to-open screen links. Rotating asks
 * first: the old key stops working at once.
 *
 * The key is saved with the record as loaded, so the editor's unsaved changes would either be
 * lost or overwritten: while the form has changes the buttons wait (the hint says why). After a
 * new key the editor reloads the saved record (its new version).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { urlForKey } from '../../common/query';
import { Button, Dialog } from '../../common/ui';
import { branchSchema, type Branch } from '#shared/schemas/branch.ts';
import { api } from '../client';
import { Fieldset } from '../data/fields';
import { t } from '../i18n';
import { screenPagePath, type ScreenKind } from '../screens/screen-data';
import { generateApiKey } from './api-key';
import { branchesApi } from './api';
import './branches.css';

interface IssuedKey {
  branch: Branch;
  apiKey: string;
}

function useIssueKey(onIssued: (issued: IssuedKey, saved: Branch) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // The record as loaded (with its version) plus the new write-only key.
    mutationFn: ({ branch, apiKey }: IssuedKey) =>
      api.put(urlForKey(branchesApi.keys.detail(branch.id)), { ...branch, apiKey }, { schema: branchSchema, fallback: t('branchSettings.updateFailed') }),
    onSuccess: (saved, issued) => {
      branchesApi.storeSaved(queryClient, saved, false);
      onIssued(issued, saved);
    },
    meta: { errorMessage: t('branchSettings.updateFailed') },
  });
}

const screenUrl = (kind: ScreenKind, branchId: string, apiKey: string) => `${window.location.origin}${screenPagePath(kind, branchId, apiKey)}`;

/** A read-only field with copy and open buttons; the text stays selectable where copying is refused. */
function CopyField({ label, value, openable }: { label: string; value: string; openable?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = () => {
    // The clipboard API needs a secure context (https or localhost).
    const write = navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setCopied('done'),
      () => {
        setCopied('failed');
        (document.getElementById(id) as HTMLInputElement | null)?.select();
      },
    );
  };
  return (
    <div className="branch-key__field">
      <label htmlFor={id}>{label}</label>
      <div className="branch-key__row">
        <input
          id={id}
          className="bo-input bo-input--code"
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
        />
        <Button variant="secondary" onClick={copy} aria-label={t('branchSettings.apiKey.copyLabel', { label })}>
          {t('branchSettings.apiKey.copy')}
        </Button>
        {openable && (
          <a className="btn btn--secondary" href={value} target="_blank" rel="noreferrer" aria-label={t('branchSettings.apiKey.openLabel', { label })}>
            {t('branchSettings.apiKey.open')}
          </a>
        )}
      </div>
      <p className="branch-key__copied" role="status">
        {copied === 'done' ? t('branchSettings.apiKey.copied') : copied === 'failed' ? t('branchSettings.apiKey.copyFailed') : ''}
      </p>
    </div>
  );
}

function IssuedKeyDialog({ issued, onClose }: { issued: IssuedKey | null; onClose: () => void }) {
  return (
    <Dialog
      open={issued !== null}
      onClose={onClose}
      className="branch-key-dialog"
      title={issued ? t('branchSettings.apiKey.created', { branch: issued.branch.name }) : ''}
      footer={<Button onClick={onClose}>{t('branchSettings.apiKey.done')}</Button>}
    >
      {issued && (
        <>
          <p className="branch-key__notice">{t('branchSettings.apiKey.showOnce')}</p>
          {issued.branch.hasApiKey && <p className="branch-key__warning">{t('branchSettings.apiKey.oldKeyInvalid')}</p>}
          <CopyField label={t('branchSettings.apiKey.frontDeskUrl')} value={screenUrl('frontdesk', issued.branch.id, issued.apiKey)} openable />
          <CopyField label={t('branchSettings.apiKey.backOfficeUrl')} value={screenUrl('backoffice', issued.branch.id, issued.apiKey)} openable />
          <CopyField label={t('branchSettings.apiKey.key')} value={issued.apiKey} />
        </>
      )}
    </Dialog>
  );
}

export interface ScreenKeySectionProps {
  /** The branch as saved (undefined: a new branch, not saved yet). */
  branch: Branch | undefined;
  /** The editor has unsaved changes: the key waits until they are saved or discarded. */
  dirty: boolean;
  /** After a new key: the record was saved with a new version. */
  onSaved: () => void;
}

export function ScreenKeySection({ branch, dirty, onSaved }: ScreenKeySectionProps) {
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [rotating, setRotating] = useState<Branch | null>(null);
  const [randomError, setRandomError] = useState(false);
  const hintId = useId();
  const issue = useIssueKey((done) => {
    setIssued(done);
    onSaved();
  });

  const sendNewKey = (target: Branch) => {
    let apiKey: string;
    try {
      apiKey = generateApiKey();
    } catch {
      setRandomError(true);
      return;
    }
    setRandomError(false);
    issue.mutate({ branch: target, apiKey });
  };

  return (
    <Fieldset legend={t('branchSettings.apiKey.heading')} help={t('branchSettings.intro')} className="branch-key">
      {!branch ? (
        <p>{t('branchAdmin.screenKey.afterCreate')}</p>
      ) : (
        <div className="branch-key__state">
          <p className={branch.hasApiKey ? 'state-dot state-dot--ok' : 'state-dot'}>
            {branch.hasApiKey ? t('branchSettings.apiKey.present') : t('branchSettings.apiKey.missing')}
          </p>
          {randomError && (
            <p className="error-text" role="alert">
              {t('branchSettings.apiKey.noRandom')}
            </p>
          )}
          <div>
            <Button
              variant={branch.hasApiKey ? 'secondary' : 'primary'}
              disabled={issue.isPending || dirty}
              aria-describedby={dirty ? hintId : undefined}
              onClick={() => (branch.hasApiKey ? setRotating(branch) : sendNewKey(branch))}
            >
              {issue.isPending ? t('branchSettings.apiKey.saving') : branch.hasApiKey ? t('branchSettings.apiKey.rotate') : t('branchSettings.apiKey.create')}
            </Button>
          </div>
          {dirty && (
            <p id={hintId} className="bo-field__help">
              {t('branchAdmin.screenKey.saveFirst')}
            </p>
          )}
        </div>
      )}
      {/* The dialogs sit outside the record's form: Enter in a copy field must not submit it. */}
      {createPortal(
        <>
          <Dialog
            open={rotating !== null}
            onClose={() => setRotating(null)}
            title={t('branchSettings.apiKey.rotateTitle')}
            footer={
              <>
                <Button variant="secondary" onClick={() => setRotating(null)}>
                  {t('branchSettings.apiKey.cancel')}
                </Button>
                <Button
                  onClick={() => {
                    const target = rotating!;
                    setRotating(null);
                    sendNewKey(target);
                  }}
                >
                  {t('branchSettings.apiKey.rotate')}
                </Button>
              </>
            }
          >
            <p>{rotating?.name}</p>
            <p className="branch-key__warning">{t('branchSettings.apiKey.rotateWarning')}</p>
          </Dialog>
          <IssuedKeyDialog issued={issued} onClose={() => setIssued(null)} />
        </>,
        document.body,
      )}
    </Fieldset>
  );
}
