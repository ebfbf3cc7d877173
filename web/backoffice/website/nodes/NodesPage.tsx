/**
 * /backend/nodes: the website's contents (news, employees of the team block, contact forms), with
 * a filter by type (the list's `type` parameter, filtered by the server) and a "new" link per type.
 */
import { Link } from 'react-router';
import { NODE_TYPES, type Node } from '#shared/schemas/content.ts';
import { buttonClass } from '../../../common/ui';
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { nodesApi } from '../api';
import { updatedColumn } from '../columns';
import { PublicBadge } from '../PublicBadge';
import { nodeTitle } from './node-names';
import '../website.css';

export default function NodesPage() {
  const viewer = useViewer();
  const mayCreate = Boolean(viewer && resourceAccess(viewer, 'nodes').create());
  return (
    <DataList<Node>
      api={nodesApi}
      title={t('websiteAdmin.area.nodes')}
      searchLabel={t('websiteAdmin.nodes.search')}
      rowTitle={(node) => nodeTitle(node) || t('websiteAdmin.node.unnamed')}
      rowPath={(node) => `/nodes/${node.id}`}
      columns={[
        { label: t('websiteAdmin.nodes.type'), render: (node) => t(`websiteAdmin.nodeType.${node.type}`) },
        { label: t('websiteAdmin.sites.column.state'), render: (node) => <PublicBadge isPublic={node.isPublic} /> },
        updatedColumn(),
      ]}
      filters={[
        {
          name: 'type',
          label: t('websiteAdmin.nodes.type'),
          allLabel: t('websiteAdmin.nodes.allTypes'),
          options: NODE_TYPES.map((value) => ({ value, label: t(`websiteAdmin.nodeType.${value}`) })),
        },
      ]}
      sorts={[{ value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') }]}
      intro={
        mayCreate && (
          <p className="ws-new-links">
            {NODE_TYPES.map((value) => (
              <Link key={value} className={buttonClass('secondary')} to={`/nodes/new?type=${value}`}>
                {t(`websiteAdmin.nodes.new.${value}`)}
              </Link>
            ))}
          </p>
        )
      }
      emptyText={t('websiteAdmin.nodes.empty')}
    />
  );
}
