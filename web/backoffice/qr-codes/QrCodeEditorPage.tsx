/**
 * /backend/qr-codes/new and /backend/qr-codes/:id: name (the origin's label in the statistics),
 * path, target and on/off; beside it the code of the saved path with downloads as SVG and PNG
 * and as a sheet of labels (PDF).
 * The address in the code is the back office's own origin plus the path (the shop and its back
 * office share one domain, as for the table cards).
 */
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { QrCode } from '#shared/schemas/crm.ts';
import { Button } from '../../common/ui';
import { t } from '../i18n';
import { CheckboxField, SelectField, TextField } from '../data/fields';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm } from '../data/record-form';
import { resourceAccess, useViewer } from '../data/access';
import { pathError } from '../website/paths';
import { qrCode } from '../tables/qr';
import { qrCodesApi } from './api';
import { SHEET_FORMAT_IDS, type SheetFormatId } from '#shared/labels/index.ts';
import { downloadLabelSheet, downloadPng, downloadSvg } from './qr-files';
import './qr-codes.css';

/** A label sheet of the code: the format chosen, then the PDF (./qr-files.ts downloadLabelSheet). */
function LabelSheetForm({ address, record }: { address: string; record: QrCode }) {
  const [formatId, setFormatId] = useState<SheetFormatId>('detail');
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    void downloadLabelSheet(address, record, formatId).finally(() => setBusy(false));
  };
  return (
    <div className="qr-panel__labels">
      <SelectField
        label={t('qrCodesAdmin.labels.format')}
        value={formatId}
        onChange={(value) => setFormatId((value as SheetFormatId | undefined) ?? 'detail')}
        options={SHEET_FORMAT_IDS.map((id) => ({ value: id, label: t(`labelSheetsAdmin.format.${id}`) }))}
      />
      <Button variant="secondary" onClick={print} disabled={busy}>
        {t('qrCodesAdmin.labels.download')}
      </Button>
      <p className="qr-panel__hint">{t('qrCodesAdmin.labels.help')}</p>
    </div>
  );
}

type QrCodeDraft = Pick<QrCode, 'path' | 'name' | 'target' | 'isEnabled'>;

function CodePanel({ record, isDirty }: { record: QrCode | undefined; isDirty: boolean }) {
  const address = record ? `${window.location.origin}${record.path}` : '';
  const code = useMemo(() => (address ? qrCode(address) : undefined), [address]);
  return (
    <section className="qr-panel" aria-labelledby="qr-panel-title">
      <h2 id="qr-panel-title" className="qr-panel__title">
        {t('qrCodesAdmin.code.title')}
      </h2>
      {!record || !code ? (
        <p className="qr-panel__hint">{t('qrCodesAdmin.code.afterSave')}</p>
      ) : (
        <>
          <svg
            className="qr-panel__code"
            viewBox={`0 0 ${code.size} ${code.size}`}
            role="img"
            aria-label={t('qrCodesAdmin.code.label', { address })}
            shapeRendering="crispEdges"
          >
            <rect width={code.size} height={code.size} fill="#ffffff" />
            <path d={code.path} fill="#000000" />
          </svg>
          <p className="qr-panel__address">{t('qrCodesAdmin.code.address', { address })}</p>
          {!record.isEnabled && <p className="qr-panel__warning">{t('qrCodesAdmin.code.disabled')}</p>}
          {isDirty && <p className="qr-panel__hint">{t('qrCodesAdmin.code.savedState')}</p>}
          <div className="qr-panel__actions">
            <Button variant="secondary" onClick={() => downloadSvg(address, record.path)}>
              {t('qrCodesAdmin.code.svg')}
            </Button>
            <Button variant="secondary" onClick={() => downloadPng(address, record.path)}>
              {t('qrCodesAdmin.code.png')}
            </Button>
          </div>
          <p className="qr-panel__hint">{t('qrCodesAdmin.code.downloadHelp')}</p>
          <LabelSheetForm address={address} record={record} />
        </>
      )}
    </section>
  );
}

export default function QrCodeEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'qr-codes') : undefined;
  const form = useRecordForm<QrCode, QrCodeDraft>({
    api: qrCodesApi,
    id,
    initial: () => ({ path: '/', name: '', target: '/', isEnabled: true }),
    onCreated: (code) => navigate(`/qr-codes/${code.id}`, { replace: true }),
    onDeleted: () => navigate('/qr-codes'),
  });
  const title = form.isNew ? t('qrCodesAdmin.new') : t('qrCodesAdmin.title', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/qr-codes"
      backLabel={t('qrCodesAdmin.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
      aside={<CodePanel record={form.isNew ? undefined : form.record} isDirty={form.dirty} />}
    >
      <TextField
        label={t('qrCodesAdmin.field.name')}
        help={t('qrCodesAdmin.field.nameHelp')}
        required
        maxLength={200}
        value={form.draft.name}
        onChange={(name) => form.setField('name', name)}
        error={form.errors.name}
      />
      <TextField
        label={t('qrCodesAdmin.field.path')}
        help={t('qrCodesAdmin.field.pathHelp')}
        required
        maxLength={500}
        value={form.draft.path}
        onChange={(path) => form.setField('path', path)}
        error={form.errors.path ?? pathError(form.draft.path)}
      />
      <TextField
        label={t('qrCodesAdmin.field.target')}
        help={t('qrCodesAdmin.field.targetHelp')}
        required
        maxLength={2000}
        value={form.draft.target}
        onChange={(target) => form.setField('target', target)}
        error={form.errors.target}
      />
      <CheckboxField label={t('qrCodesAdmin.field.isEnabled')} checked={form.draft.isEnabled} onChange={(isEnabled) => form.setField('isEnabled', isEnabled)} />
    </RecordEditor>
  );
}
