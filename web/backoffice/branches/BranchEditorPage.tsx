/**
 * /backend/branches/new and /backend/branches/:id: a branch's whole record (storefront.md §3
 * "Branch"): master data with address and coordinates, how the shop presents and finds it, the
 * order types with their required customer fields, payment, delivery areas, opening and delivery
 * hours (../hours/OpeningHoursEditor.tsx with the 14-day preview the storefront computes) and,
 * for administrators, the order-screen key (./ScreenKeySection.tsx).
 *
 * Administrators edit; an employee sees their own branches read-only and without the key. Another
 * branch's page is refused to an employee here although the server would show it (public
 * branches are every visitor's to read): the back office is about the branches one works in.
 *
 * Clipboard: a whole branch pastes into another (its identifier and name stay), and the opening
 * or delivery hours alone, e.g. the opening hours of Graz into Weiz.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { OpeningHoursRule } from '#shared/hours/index.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { useDocumentTitle } from '../../common/document';
import { Button, ErrorState, Loading } from '../../common/ui';
import { t, type PlainMessageKey } from '../i18n';
import { CheckboxField, Fieldset, NumberField, SelectField, TextAreaField, TextField } from '../data/fields';
import { ImagePicker } from '../data/ImagePicker';
import { RecordEditor } from '../data/RecordEditor';
import { errorsUnder, useRecordForm } from '../data/record-form';
import { resourceAccess, useViewer } from '../data/access';
import { useClipboard } from '../data/clipboard';
import { OpeningHoursEditor } from '../hours/OpeningHoursEditor';
import { tagsApi } from '../catalogue/api';
import { RecordChoices } from '../data/RecordChoices';
import { currencySymbol } from '../catalogue/product/parts-model';
import { configApi } from '../settings/api';
import { branchesApi, divisionsApi } from './api';
import { mapUrl, newBranchDraft, pasteBranch, type BranchDraft } from './branch-form';
import { DeliveryAreasEditor } from './DeliveryAreasEditor';
import { RequiredFieldsMatrix } from './RequiredFieldsMatrix';
import { ScreenKeySection } from './ScreenKeySection';
import './branches.css';

/** The shop's zone: the storefront computes the hours in it; the back office has no other source for it (as the order screens). */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The schema's limit of a branch's images (shared/schemas/branch.ts). */
const MAX_IMAGES = 50;

const ORDER_TYPE_SWITCHES = [
  ['isTakeawayEnabled', 'branchAdmin.field.isTakeawayEnabled', undefined],
  ['isDineInEnabled', 'branchAdmin.field.isDineInEnabled', undefined],
  ['isDeliveryEnabled', 'branchAdmin.field.isDeliveryEnabled', 'branchAdmin.field.isDeliveryEnabledHelp'],
  ['isPreorderEnabled', 'branchAdmin.field.isPreorderEnabled', 'branchAdmin.field.isPreorderEnabledHelp'],
  ['isTableSelectionEnabled', 'branchAdmin.field.isTableSelectionEnabled', 'branchAdmin.field.isTableSelectionEnabledHelp'],
  ['isAppointmentRequired', 'branchAdmin.field.isAppointmentRequired', 'branchAdmin.field.isAppointmentRequiredHelp'],
  ['isQuotationRequired', 'branchAdmin.field.isQuotationRequired', 'branchAdmin.field.isQuotationRequiredHelp'],
] as const satisfies readonly (readonly [keyof BranchDraft, PlainMessageKey, PlainMessageKey | undefined])[];

/** The branch's payment switches with the checkout's names; each needs the shop-wide switch of the same name too. */
const PAYMENT_SWITCHES = [
  ['isCashEnabled', 'payment.cash'],
  ['isATMCardEnabled', 'payment.atm-card'],
  ['isHydroAGVoucherEnabled', 'payment.hydro-ag-voucher'],
  ['isMollieEnabled', 'payment.mollie'],
  ['isDatatransEnabled', 'payment.datatrans'],
] as const satisfies readonly (readonly [keyof BranchDraft, PlainMessageKey])[];

export default function BranchEditorPage() {
  const { id } = useParams();
  const viewer = useViewer();
  if (!viewer) return <Loading />;
  if (id && !viewer.isAdmin && !viewer.branchIds.has(id)) return <NotYourBranch />;
  return <BranchEditor id={id} isAdmin={viewer.isAdmin} access={resourceAccess(viewer, 'branches')} />;
}

function NotYourBranch() {
  useDocumentTitle(t('backoffice.area.branches'));
  return (
    <section className="bo-editor">
      <p className="bo-editor__back">
        <Link to="/branches">{t('branchAdmin.back')}</Link>
      </p>
      <h1 className="bo-page-title">{t('backoffice.area.branches')}</h1>
      <ErrorState message={t('branchAdmin.notYours')} />
    </section>
  );
}

function BranchEditor({ id, isAdmin, access }: { id: string | undefined; isAdmin: boolean; access: ReturnType<typeof resourceAccess> }) {
  const navigate = useNavigate();
  const tags = tagsApi.useAll();
  const form = useRecordForm<Branch, BranchDraft>({
    api: branchesApi,
    id,
    initial: newBranchDraft,
    onCreated: (branch) => navigate(`/branches/${branch.id}`, { replace: true }),
    onDeleted: () => navigate('/branches'),
  });
  const config = useQuery({
    queryKey: configApi.queryKey,
    queryFn: ({ signal }) => configApi.load(signal),
    meta: { errorMessage: configApi.messages.loadFailed },
  });
  const ownBranch = id ? [id] : undefined;
  const canEdit = form.isNew ? access.create() : access.update(ownBranch);
  const { draft, errors, setField } = form;
  const title = form.isNew ? t('branchAdmin.new') : t('branchAdmin.title', { name: form.record?.name ?? '' });
  const map = mapUrl(draft.latitude, draft.longitude);

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/branches"
      backLabel={t('branchAdmin.back')}
      canEdit={canEdit}
      canDelete={access.remove(ownBranch)}
      clipboard={{ context: 'branch', label: (copied) => t('branchAdmin.clipboardLabel', { name: copied.name }), paste: pasteBranch }}
    >
      <div className="branch-form">
        <Fieldset legend={t('branchAdmin.section.master')}>
          <TextField
            label={t('branchAdmin.field.identifier')}
            help={t('branchAdmin.field.identifierHelp', { identifier: draft.identifier || t('branchAdmin.field.identifierExample') })}
            required
            maxLength={64}
            value={draft.identifier}
            error={errors.identifier}
            onChange={(identifier) => setField('identifier', identifier)}
          />
          <TextField
            label={t('branchAdmin.field.name')}
            required
            maxLength={200}
            value={draft.name}
            error={errors.name}
            onChange={(name) => setField('name', name)}
          />
          <DivisionField
            value={draft.division?.id}
            error={errors.division ?? errors['division.id']}
            onChange={(division) => setField('division', division ? { id: division } : undefined)}
          />
          <TextAreaField
            className="branch-form__wide"
            label={t('branchAdmin.field.description')}
            help={t('branchAdmin.field.descriptionHelp')}
            maxLength={5000}
            value={draft.description}
            error={errors.description}
            onChange={(description) => setField('description', description || undefined)}
          />
          <TextField
            label={t('branchAdmin.field.street')}
            autoComplete="street-address"
            maxLength={200}
            value={draft.street}
            error={errors.street}
            onChange={(street) => setField('street', street || undefined)}
          />
          <TextField
            label={t('branchAdmin.field.zipCode')}
            autoComplete="postal-code"
            maxLength={20}
            value={draft.zipCode}
            error={errors.zipCode}
            onChange={(zipCode) => setField('zipCode', zipCode || undefined)}
          />
          <TextField
            label={t('branchAdmin.field.city')}
            autoComplete="address-level2"
            maxLength={100}
            value={draft.city}
            error={errors.city}
            onChange={(city) => setField('city', city || undefined)}
          />
          <TextField
            type="tel"
            label={t('branchAdmin.field.phone')}
            maxLength={50}
            value={draft.phone}
            error={errors.phone}
            onChange={(phone) => setField('phone', phone || undefined)}
          />
          <TextField
            type="email"
            label={t('branchAdmin.field.email')}
            maxLength={254}
            value={draft.email}
            error={errors.email}
            onChange={(email) => setField('email', email || undefined)}
          />
          <TextField
            type="url"
            label={t('branchAdmin.field.website')}
            placeholder="https://"
            value={draft.website}
            error={errors.website}
            onChange={(website) => setField('website', website || undefined)}
          />
          <div className="branch-form__wide branch-coordinates">
            <NumberField
              label={t('branchAdmin.field.latitude')}
              value={draft.latitude}
              error={errors.latitude}
              onChange={(latitude) => setField('latitude', latitude)}
            />
            <NumberField
              label={t('branchAdmin.field.longitude')}
              value={draft.longitude}
              error={errors.longitude}
              onChange={(longitude) => setField('longitude', longitude)}
            />
            <p className="bo-field__help branch-coordinates__help">
              {t('branchAdmin.field.coordinatesHelp')}
              {map && (
                <>
                  {' '}
                  <a href={map} target="_blank" rel="noreferrer" aria-label={t('branchAdmin.field.mapLinkLabel')}>
                    {t('branchAdmin.field.mapLink')}
                  </a>
                </>
              )}
            </p>
          </div>
        </Fieldset>

        <Fieldset legend={t('branchAdmin.section.presentation')}>
          <TextAreaField
            className="branch-form__wide"
            rows={2}
            label={t('branchAdmin.field.keywords')}
            help={t('branchAdmin.field.keywordsHelp')}
            maxLength={1000}
            value={draft.keywords}
            error={errors.keywords}
            onChange={(keywords) => setField('keywords', keywords || undefined)}
          />
          <CheckboxField
            label={t('branchAdmin.field.isPublic')}
            help={t('branchAdmin.field.isPublicHelp')}
            checked={draft.isPublic}
            error={errors.isPublic}
            onChange={(isPublic) => setField('isPublic', isPublic)}
          />
          <CheckboxField
            label={t('branchAdmin.field.isEnabled')}
            help={t('branchAdmin.field.isEnabledHelp')}
            checked={draft.isEnabled}
            error={errors.isEnabled}
            onChange={(isEnabled) => setField('isEnabled', isEnabled)}
          />
          <TextAreaField
            className="branch-form__wide"
            rows={2}
            label={t('branchAdmin.field.closedMessage')}
            help={t('branchAdmin.field.closedMessageHelp')}
            maxLength={1000}
            value={draft.closedMessage}
            error={errors.closedMessage}
            onChange={(closedMessage) => setField('closedMessage', closedMessage || undefined)}
          />
          <div className="branch-form__wide">
            <Fieldset legend={t('branchAdmin.field.tags')} help={t('branchAdmin.field.tagsHelp')} className="branch-tags">
              <RecordChoices
                records={tags}
                value={draft.tags}
                emptyText={t('branchAdmin.field.tagsEmpty')}
                error={errors.tags}
                onChange={(tags) => setField('tags', tags)}
              />
            </Fieldset>
          </div>
          <div className="branch-form__wide">
            <ImagePicker
              legend={t('branchAdmin.field.images')}
              help={t('branchAdmin.field.imagesHelp')}
              value={draft.images}
              max={MAX_IMAGES}
              error={errors.images}
              readOnly={!canEdit}
              onChange={(images) => setField('images', images)}
            />
          </div>
          <div className="branch-form__wide">
            <ImagePicker
              legend={t('branchAdmin.field.logo')}
              help={t('branchAdmin.field.logoHelp')}
              value={draft.logo ? [draft.logo] : []}
              max={1}
              error={errors.logo}
              readOnly={!canEdit}
              onChange={(logo) => setField('logo', logo[0])}
            />
          </div>
        </Fieldset>

        <Fieldset legend={t('branchAdmin.section.orderTypes')}>
          {ORDER_TYPE_SWITCHES.map(([field, label, help]) => (
            <CheckboxField
              key={field}
              label={t(label)}
              help={help && t(help)}
              checked={draft[field]}
              error={errors[field]}
              onChange={(checked) => setField(field, checked)}
            />
          ))}
          <TextField
            type="time"
            label={t('branchAdmin.field.orderableFrom')}
            help={t('branchAdmin.field.orderableFromHelp')}
            value={draft.orderableFrom}
            error={errors.orderableFrom}
            onChange={(orderableFrom) => setField('orderableFrom', orderableFrom || undefined)}
          />
        </Fieldset>

        <RequiredFieldsMatrix draft={draft} errors={errors} onChange={(key, required) => setField(key, required)} />

        <Fieldset legend={t('branchAdmin.section.payment')} help={t('branchAdmin.payment.help')}>
          {PAYMENT_SWITCHES.map(([field, label]) => (
            <CheckboxField
              key={field}
              label={t(label)}
              // Said only once the shop-wide settings are known to have it off.
              help={config.data && !config.data[field] ? t('branchAdmin.payment.offShopWide') : undefined}
              checked={draft[field]}
              error={errors[field]}
              onChange={(checked) => setField(field, checked)}
            />
          ))}
        </Fieldset>

        <Fieldset legend={t('branchAdmin.section.deliveryAreas')} help={t('branchAdmin.deliveryAreas.help')} className="branch-form__block">
          <DeliveryAreasEditor
            value={draft.deliveryAreas}
            errors={errors}
            currencySign={currencySymbol(config.data?.currency || undefined)}
            onChange={(deliveryAreas) => setField('deliveryAreas', deliveryAreas)}
          />
        </Fieldset>

        <HoursClipboard
          kind="opening"
          branchName={draft.name}
          rules={draft.openingHours}
          canEdit={canEdit}
          onPaste={(openingHours) => setField('openingHours', openingHours)}
        />
        <OpeningHoursEditor
          label={t('hours.openingHours')}
          help={t('branchAdmin.hours.openingHelp')}
          value={draft.openingHours}
          onChange={(openingHours) => setField('openingHours', openingHours)}
          errors={errorsUnder(errors, 'openingHours')}
          fieldPath="openingHours"
          timeZone={SHOP_TIME_ZONE}
        />

        <div className="branch-delivery-hours">
          <CheckboxField
            label={t('branchAdmin.hours.deliveryHoursEnabled')}
            help={t('branchAdmin.hours.deliveryHoursEnabledHelp')}
            checked={draft.isDeliveryHoursEnabled}
            error={errors.isDeliveryHoursEnabled}
            onChange={(enabled) => setField('isDeliveryHoursEnabled', enabled)}
          />
        </div>
        {draft.isDeliveryHoursEnabled && (
          <>
            <HoursClipboard
              kind="delivery"
              branchName={draft.name}
              rules={draft.deliveryHours}
              canEdit={canEdit}
              onPaste={(deliveryHours) => setField('deliveryHours', deliveryHours)}
            />
            <OpeningHoursEditor
              label={t('hours.deliveryHours')}
              help={t('branchAdmin.hours.deliveryHelp')}
              value={draft.deliveryHours}
              onChange={(deliveryHours) => setField('deliveryHours', deliveryHours)}
              errors={errorsUnder(errors, 'deliveryHours')}
              fieldPath="deliveryHours"
              timeZone={SHOP_TIME_ZONE}
            />
          </>
        )}

        {isAdmin && <ScreenKeySection branch={form.record} dirty={form.dirty && !form.isNew} onSaved={form.reload} />}
      </div>
    </RecordEditor>
  );
}

/** The division (Organisation) the branch belongs to: the shop's divisions as a select. */
function DivisionField({ value, error, onChange }: { value: string | undefined; error: string | undefined; onChange: (id: string | undefined) => void }) {
  const divisions = divisionsApi.useAll();
  const options = (divisions.data ?? []).map((division) => ({ value: division.id, label: division.name }));
  // A division the list does not (yet) hold stays selectable under its id, so loading never changes the value.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <SelectField
      label={t('branchAdmin.field.division')}
      value={value}
      options={options}
      emptyLabel={t('branchAdmin.field.divisionNone')}
      error={error ?? (divisions.isError ? divisions.error.message : undefined)}
      onChange={onChange}
    />
  );
}

/**
 * "Öffnungszeiten kopieren" and, once something is copied, "Öffnungszeiten einfügen: Öffnungszeiten
 * von Graz". Opening and delivery hours share one clipboard context: both are the same kind of
 * rule list, so a branch's opening hours can become another's delivery hours.
 */
function HoursClipboard({
  kind,
  branchName,
  rules,
  canEdit,
  onPaste,
}: {
  kind: 'opening' | 'delivery';
  branchName: string;
  rules: OpeningHoursRule[];
  canEdit: boolean;
  onPaste: (rules: OpeningHoursRule[]) => void;
}) {
  const clipboard = useClipboard<OpeningHoursRule[]>('openingHours');
  const [status, setStatus] = useState('');
  if (!canEdit) return null;
  const label = kind === 'opening' ? t('branchAdmin.hours.openingLabel', { name: branchName }) : t('branchAdmin.hours.deliveryLabel', { name: branchName });
  const copied = clipboard.item;
  return (
    <div className="branch-hours-clipboard">
      <Button
        variant="secondary"
        onClick={() => {
          clipboard.copy(label, rules);
          setStatus(t('branchAdmin.hours.copied', { label }));
        }}
      >
        {kind === 'opening' ? t('branchAdmin.hours.copyOpening') : t('branchAdmin.hours.copyDelivery')}
      </Button>
      {copied && (
        <Button variant="secondary" onClick={() => onPaste(copied.data)}>
          {kind === 'opening' ? t('branchAdmin.hours.pasteOpening', { label: copied.label }) : t('branchAdmin.hours.pasteDelivery', { label: copied.label })}
        </Button>
      )}
      <p className="branch-hours-clipboard__status" role="status">
        {status}
      </p>
    </div>
  );
}
