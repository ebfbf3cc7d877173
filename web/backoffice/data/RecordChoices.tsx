/**
 * A checkbox per record of a small resource (the shop's tags …), by name in German order, for a
 * field that holds references (`[{ id }]`). Loading, a failed load with retry and an empty
 * resource are shown in place; the field's server message below the boxes.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, Loading } from '../../common/ui';
import { CheckboxField } from './fields';

export interface RecordChoicesProps {
  records: UseQueryResult<readonly { id: string; name: string }[]>;
  value: readonly { id: string }[];
  onChange: (value: { id: string }[]) => void;
  /** Shown when the resource has no records yet. */
  emptyText: string;
  error?: string;
}

export function RecordChoices({ records, value, onChange, emptyText, error }: RecordChoicesProps) {
  const chosen = new Set(value.map((reference) => reference.id));
  return (
    <>
      {records.isPending && <Loading />}
      {records.isError && <ErrorState message={records.error.message} onRetry={() => void records.refetch()} />}
      {records.data?.length === 0 && <p className="bo-field__help">{emptyText}</p>}
      {[...(records.data ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name, 'de'))
        .map((record) => (
          <CheckboxField
            key={record.id}
            label={record.name}
            checked={chosen.has(record.id)}
            onChange={(checked) => onChange(checked ? [...value, { id: record.id }] : value.filter((reference) => reference.id !== record.id))}
          />
        ))}
      {error && <p className="bo-field__error bo-fieldset__wide">{error}</p>}
    </>
  );
}
