/**
 * /backend/branches — the branches and their order-screen keys ('Bildschirm-Schlüssel').
 *
 * Administrators create or rotate a branch's key: the browser makes a random key
 * (./api-key.ts), sends the branch record with it (PUT /api/branches/{id}, the generic update
 * with the record's version; the server keeps only a hash), and shows the key once together with
 * the two ready-to-open screen links. Rotating asks first: the old key stops working at once.
 * Employees see their own branches and whether a key exists, read-only: branch writes are for
 * administrators (functions/manifest.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as z from 'zod';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { queryKeys, urlForKey } from '../../common/query';
import { Button, Card, Dialog, ErrorState, Loading } from '../../common/ui';
import { branchSchema, type Branch } from '#shared/schemas/branch.ts';
import { api } from '../client';
import { t } from '../i18n';
import { useCurrentUser } from '../me';
import { screenPagePath, type ScreenKind } from '../screens/screen-data';
import { generateApiKey } from './api-key';
import './branches.css';

const branchListSchema = z.array(branchSchema);

interface IssuedKey {
  branch: Branch;
  apiKey: string;
}

function useBranches() {
  return useQuery({
    queryKey: queryKeys.branches(),
    queryFn: ({ signal }) => api.get(urlForKey(queryKeys.branches()), { signal, schema: branchListSchema, fallback: t('backoffice.branchesLoadFailed') }),
    meta: { errorMessage: t('backoffice.branchesLoadFailed') },
  });
}

function useIssueKey(onIssued: (issued: IssuedKey) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // The record as loaded (with its version) plus the new write-only key.
    mutationFn: ({ branch, apiKey }: IssuedKey) =>
      api.put(urlForKey(queryKeys.branch(branch.id)), { ...branch, apiKey }, { schema: branchSchema, fallback: t('branchSettings.updateFailed') }),
    onSuccess: (_saved, issued) => {
      onIssued(issued);
      void queryClient.invalidateQueries({ queryKey: queryKeys.branches() });
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

function BranchCard({ branch, canEdit, busy, onIssue }: { branch: Branch; canEdit: boolean; busy: boolean; onIssue: (branch: Branch) => void }) {
  const headingId = useId();
  const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Card as="li" className="branch-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-heading">
        {branch.name}
        {!branch.isEnabled && <span className="badge">{t('branchSettings.disabled')}</span>}
      </h2>
      {address && <p className="branch-card__address">{address}</p>}
      <section className="branch-key">
        <h3>{t('branchSettings.apiKey.heading')}</h3>
        <p className={branch.hasApiKey ? 'state-dot state-dot--ok' : 'state-dot'}>
          {branch.hasApiKey ? t('branchSettings.apiKey.present') : t('branchSettings.apiKey.missing')}
        </p>
        {canEdit && (
          <Button variant={branch.hasApiKey ? 'secondary' : 'primary'} disabled={busy} onClick={() => onIssue(branch)}>
            {busy ? t('branchSettings.apiKey.saving') : branch.hasApiKey ? t('branchSettings.apiKey.rotate') : t('branchSettings.apiKey.create')}
          </Button>
        )}
      </section>
    </Card>
  );
}

export function BranchesPage() {
  useDocumentTitle(pageTitle(t('branchSettings.title'), t('web.backoffice.title')));
  const me = useCurrentUser();
  const branches = useBranches();
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [rotating, setRotating] = useState<Branch | null>(null);
  const [randomError, setRandomError] = useState(false);
  const issue = useIssueKey(setIssued);

  if (me.isPending || branches.isPending) return <Loading />;
  // The retry is offered by the global error entry (web/backoffice/feedback).
  if (me.isError) return <ErrorState message={me.error.message} />;
  if (branches.isError) return <ErrorState message={branches.error.message} />;

  const isAdmin = me.data.roles.includes('ROLE_ADMIN');
  // The list also holds public branches; an employee manages only their own.
  const own = new Set(me.data.branches.map((branch) => branch.id));
  const shown = isAdmin ? branches.data : branches.data.filter((branch) => own.has(branch.id));

  const sendNewKey = (branch: Branch) => {
    let apiKey: string;
    try {
      apiKey = generateApiKey();
    } catch {
      setRandomError(true);
      return;
    }
    setRandomError(false);
    issue.mutate({ branch, apiKey });
  };

  return (
    <>
      <h1>{t('branchSettings.title')}</h1>
      <p>{t('branchSettings.intro')}</p>
      {!isAdmin && <p className="branch-settings__read-only">{t('branchSettings.readOnly')}</p>}
      {randomError && (
        <p className="error-text" role="alert">
          {t('branchSettings.apiKey.noRandom')}
        </p>
      )}
      {shown.length === 0 ? (
        <p>{t('branchSettings.noBranches')}</p>
      ) : (
        <ul className="card-grid">
          {shown.map((branch) => (
            <BranchCard
              key={branch.id}
              branch={branch}
              canEdit={isAdmin}
              busy={issue.isPending && issue.variables?.branch.id === branch.id}
              onIssue={(target) => (target.hasApiKey ? setRotating(target) : sendNewKey(target))}
            />
          ))}
        </ul>
      )}
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
                const branch = rotating!;
                setRotating(null);
                sendNewKey(branch);
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
    </>
  );
}
