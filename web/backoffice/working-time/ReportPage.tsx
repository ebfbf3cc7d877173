/**
 * The frame of the working-time reports (Hinweise, Urlaubskonten): heading, intro, the period
 * picker, and the report's table once its query has loaded, or the loader, the load failure in
 * place with a retry (backoffice.md §8: filtered loads go no further), or the empty text.
 */
import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, Loading } from '../../common/ui';
import '../data/data-screens.css';
import './working-time.css';

interface ReportPageProps {
  title: string;
  intro: string;
  /** The period picker. */
  tools: ReactNode;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  isEmpty: boolean;
  emptyText: string;
  /** The table, drawn once there are rows. */
  children: ReactNode;
}

export function ReportPage({ title, intro, tools, query, isEmpty, emptyText, children }: ReportPageProps) {
  const headingId = useId();
  return (
    <section className="bo-list" aria-labelledby={headingId}>
      <div className="bo-list__head">
        <h1 id={headingId} className="bo-page-title">
          {title}
        </h1>
      </div>
      <p className="bo-field__help">{intro}</p>
      <div className="bo-list__tools">{tools}</div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />
      ) : isEmpty ? (
        <p className="bo-list__empty" role="status">
          {emptyText}
        </p>
      ) : (
        <div className="bo-table-wrap">{children}</div>
      )}
    </section>
  );
}
