/** /backend/qr-codes: the shop's QR codes (short paths that forward to a page and count each scan). */
import { t } from '../i18n';
import { DataList } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { updatedColumn } from '../website/columns';
import { qrCodesApi } from './api';

export default function QrCodesPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={qrCodesApi}
      title={t('qrCodesAdmin.area')}
      searchLabel={t('qrCodesAdmin.search')}
      rowTitle={(code) => code.name}
      rowPath={(code) => `/qr-codes/${code.id}`}
      columns={[
        { label: t('qrCodesAdmin.column.path'), render: (code) => code.path },
        { label: t('qrCodesAdmin.column.target'), render: (code) => code.target, secondary: true },
        { label: t('qrCodesAdmin.column.enabled'), render: (code) => (code.isEnabled ? t('dataScreen.yes') : t('dataScreen.no')) },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'name', label: t('qrCodesAdmin.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'qr-codes').create() ? '/qr-codes/new' : undefined}
      newLabel={t('qrCodesAdmin.new')}
      emptyText={t('qrCodesAdmin.empty')}
    />
  );
}
