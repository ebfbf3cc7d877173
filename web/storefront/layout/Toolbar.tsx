/**
 * The optional toolbar (storefront.md §2, setting enablePluginToolbar): how many locations are
 * open, or on a branch's pages (store page and checkout) the branch's name linking to / with
 * 'Geöffnet bis {time}' (warning style when it closes within the hour) or 'Geschlossen'. The
 * texts and the rule come from shared/hours `toolbarStatus`.
 */
import { Link, useLocation } from 'react-router';
import { toolbarStatus } from '#shared/hours/index.ts';
import { t } from '../../common/i18n';
import { useNow } from '../../common/time';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { useBranches, useConfig } from '../data';
import { matchRoute, routeBranchIdentifier } from './routes';

export function Toolbar() {
  const config = useConfig().data;
  const branches = useBranches().data;
  const { pathname } = useLocation();
  const now = useNow();
  if (!config?.enablePluginToolbar || !branches) return null;

  const identifier = routeBranchIdentifier(matchRoute(pathname));
  const branch = identifier ? branches.find((candidate) => candidate.identifier === identifier) : undefined;
  const status = toolbarStatus(branches, now, config.timeZone || DEFAULT_TIME_ZONE, branch);
  const selected = status.selected;
  const tone = selected ? (selected.isOpen ? (selected.closingSoon ? 'closing' : 'open') : 'closed') : status.openCount ? 'open' : 'closed';

  return (
    <aside className="toolbar" aria-label={t('layout.toolbar.label')}>
      <div className="container toolbar__inner">
        <span className={`status-dot status-dot--${tone}`} aria-hidden="true" />
        {branch && selected ? (
          <>
            <Link to="/" className="toolbar__branch">
              {branch.name}
            </Link>
            <span className={selected.closingSoon ? 'toolbar__status toolbar__status--warning' : 'toolbar__status'}>{selected.text}</span>
          </>
        ) : (
          <span className="toolbar__status">{status.summary}</span>
        )}
      </div>
    </aside>
  );
}
