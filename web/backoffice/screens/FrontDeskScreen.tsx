/**
 * /backend/screens/frontdesk/:branchId/:apiKey — the customer display in the shop: very large
 * ticket numbers in two columns 'In Vorbereitung' and 'Abholbereit', tickets that became ready a
 * moment ago highlighted. High contrast (white on black), no navigation, no pointer while it is
 * not moved; fits a 1920×1080 display and a 1280×800 tablet (tiles are as large as the column's
 * space and its number of tickets allow, ./ticket-grid.ts). What appears and for how long is decided on the server
 * (shared/order-screen/screens.ts).
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useDocumentTitle } from '../../common/document';
import { frontDeskScreenSchema, type FrontDeskTicket } from '#shared/schemas/order-screen.ts';
import { t } from '../i18n';
import { InvalidLinkScreen, ScreenLoading, ScreenStatus, ScreenUnreachable } from './ScreenParts';
import { usePointerIdle, useScreenData, useWakeLock } from './screen-data';
import { MIN_PER_ROW, ticketsPerRow } from './ticket-grid';
import './screens.css';

const longestNumber = (tickets: FrontDeskTicket[]) => Math.max(1, ...tickets.map((ticket) => String(ticket.ticketNumber).length));

/** Tickets per row for the list's measured free space (./ticket-grid.ts); follows resizes. */
function usePerRow(list: RefObject<HTMLUListElement | null>, count: number): number {
  const [size, setSize] = useState<{ width: number; height: number; gap: number } | null>(null);
  // The list exists only while the column has tickets: measure again when it appears.
  const shown = count > 0;
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const px = (value: string) => Number.parseFloat(value) || 0;
      setSize({
        width: element.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
        height: element.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
        gap: px(style.rowGap),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, shown]);
  return size ? ticketsPerRow(count, size.width, size.height, size.gap) : MIN_PER_ROW;
}

function TicketColumn({ id, title, tickets, variant }: { id: string; title: string; tickets: FrontDeskTicket[]; variant: 'preparing' | 'ready' }) {
  const list = useRef<HTMLUListElement>(null);
  const perRow = usePerRow(list, tickets.length);
  return (
    <section className={`fd-column fd-column--${variant}`} aria-labelledby={id}>
      <h2 id={id} className="fd-column__title">
        {title}
      </h2>
      {tickets.length === 0 ? (
        <p className="fd-column__empty">{t('screen.frontDesk.noTickets')}</p>
      ) : (
        <ul ref={list} className="fd-tickets" style={{ '--fd-per-row': perRow, '--fd-digits': longestNumber(tickets) } as CSSProperties}>
          {tickets.map((ticket) => (
            <li key={ticket.ticketNumber} className={ticket.isNew ? 'fd-ticket fd-ticket--new' : 'fd-ticket'} data-ticket={ticket.ticketNumber}>
              <span className="fd-ticket__number">{ticket.ticketNumber}</span>
              {ticket.tableIdentifier && <span className="fd-ticket__table">{t('screen.frontDesk.table', { table: ticket.tableIdentifier })}</span>}
              {ticket.isNew && <span className="fd-ticket__badge">{t('screen.frontDesk.newTicket')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FrontDeskScreen() {
  const screen = useScreenData('frontdesk', frontDeskScreenSchema);
  const idle = usePointerIdle();
  useWakeLock();
  useDocumentTitle(screen.data ? `${t('screen.frontDesk.title')} – ${screen.data.branchName}` : t('screen.frontDesk.title'));

  if (screen.invalidLink) return <InvalidLinkScreen />;
  if (!screen.data) return screen.connectionLost ? <ScreenUnreachable /> : <ScreenLoading />;
  const { branchName, tickets, timeZone } = screen.data;
  return (
    <main className={idle ? 'fd fd--idle' : 'fd'}>
      <header className="fd-header">
        <h1 className="fd-header__title">
          {t('screen.frontDesk.title')}
          <span className="fd-header__branch">{branchName}</span>
        </h1>
        <ScreenStatus updatedAt={screen.updatedAt} connectionLost={screen.connectionLost} timeZone={timeZone} />
      </header>
      <div className="fd-columns">
        <TicketColumn
          id="fd-preparing"
          title={t('screen.frontDesk.preparing')}
          variant="preparing"
          tickets={tickets.filter((ticket) => ticket.stage === 'preparing')}
        />
        <TicketColumn id="fd-ready" title={t('screen.frontDesk.ready')} variant="ready" tickets={tickets.filter((ticket) => ticket.stage === 'ready')} />
      </div>
    </main>
  );
}
