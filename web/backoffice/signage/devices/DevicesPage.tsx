/**
 * /backend/signage/devices: the TVs (name, branch, stream, online or not with the last heartbeat,
 * what the TV reports it shows, the state of its last command; search, filters stream and
 * branch). The list is read again every 30 s, so a TV going offline or a command carried out
 * shows up without a reload.
 */
import { useNow } from '../../../common/time';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { branchesApi } from '../../branches/api';
import { t } from '../../i18n';
import { useShopTimeZone } from '../../statistics/api';
import { devicesApi } from '../devices-api';
import { streamsApi } from '../streams-api';
import { CommandStateLine, PresenceLine, reportedShowing } from './DeviceState';

const LIST_REFRESH_MS = 30_000;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

export default function DevicesPage() {
  const viewer = useViewer();
  const streams = streamsApi.useAll();
  const branches = branchesApi.useAll();
  const timeZone = useShopTimeZone();
  const now = useNow(LIST_REFRESH_MS / 2);
  const streamName = (id: string | undefined) => (id ? streams.data?.find((stream) => stream.id === id)?.name : undefined) ?? '';
  const branchName = (id: string | undefined) => (id ? branches.data?.find((branch) => branch.id === id)?.name : undefined) ?? '';
  return (
    <DataList
      api={devicesApi}
      title={t('signageAdmin.area.devices')}
      searchLabel={t('signageAdmin.devices.search')}
      rowTitle={(device) => device.name}
      rowPath={(device) => `/signage/devices/${device.id}`}
      refreshMs={LIST_REFRESH_MS}
      columns={[
        { label: t('signageAdmin.devices.column.branch'), render: (device) => branchName(device.branch?.id) },
        { label: t('signageAdmin.devices.column.stream'), render: (device) => streamName(device.stream?.id) },
        { label: t('signageAdmin.devices.column.state'), render: (device) => <PresenceLine device={device} now={now} timeZone={timeZone} /> },
        { label: t('signageAdmin.devices.column.showing'), secondary: true, render: reportedShowing },
        {
          label: t('signageAdmin.devices.column.command'),
          secondary: true,
          render: (device) => <CommandStateLine device={device} now={now} timeZone={timeZone} />,
        },
      ]}
      filters={[
        {
          name: 'stream',
          label: t('signageAdmin.devices.filter.stream'),
          allLabel: t('signageAdmin.devices.filter.allStreams'),
          options: [...(streams.data ?? [])].sort(byName).map((stream) => ({ value: stream.id, label: stream.name })),
        },
        {
          name: 'branch',
          label: t('signageAdmin.devices.filter.branch'),
          allLabel: t('signageAdmin.devices.filter.allBranches'),
          options: [...(branches.data ?? [])].sort(byName).map((branch) => ({ value: branch.id, label: branch.name })),
        },
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'digital-signage-devices').create() ? '/signage/devices/new' : undefined}
      newLabel={t('signageAdmin.devices.new')}
      emptyText={t('signageAdmin.devices.empty')}
    />
  );
}
