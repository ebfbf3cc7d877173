/** /backend/donatees: the donation recipients customers choose from at checkout (storefront.md §3 "Donatee"). */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { donateesApi } from '../api';
import { updatedColumn } from '../columns';

export default function DonateesPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={donateesApi}
      title={t('backoffice.area.donatees')}
      searchLabel={t('websiteAdmin.donatees.search')}
      rowTitle={(donatee) => donatee.name}
      rowPath={(donatee) => `/donatees/${donatee.id}`}
      columns={[
        { label: t('websiteAdmin.donatee.isEnabled'), render: (donatee) => (donatee.isEnabled ? t('dataScreen.yes') : t('dataScreen.no')) },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'donatees').create() ? '/donatees/new' : undefined}
      newLabel={t('websiteAdmin.donatees.new')}
      emptyText={t('websiteAdmin.donatees.empty')}
    />
  );
}
