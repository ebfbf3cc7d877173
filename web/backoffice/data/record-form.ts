/**
 * The state of a record editor (backoffice.md §4, §5, §8): the draft, whether it differs from
 * what was loaded, saving with the server's German messages at their fields (the first one as the
 * summary), the version conflict (409 `entity.versionConflict`: someone saved meanwhile; the form
 * says so and offers to reload, it never overwrites), and delete with the server's refusal (409
 * `entity.inUse`) shown where it was asked.
 *
 * The draft is the record as the API returns it; PUT sends it back whole with its id and version
 * (the server takes the entity with its id, backoffice.md §7, and ignores its managed fields).
 *
 * Two kinds of record share one implementation (`useDraftForm`): a record of a resource
 * (`useRecordForm`: list, create, update, delete) and a singleton (`useSingletonForm`: one record
 * without id, read and saved as a whole with its version, e.g. the shop configuration).
 */
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../common/api';
import type { ApiQueryKey } from '../../common/query';
import type { ResourceApi, StoredRecord } from './resource-api';

/** The API's dotted field path → its German message (the first one per field). */
export type FieldErrors = Readonly<Record<string, string>>;

export const VERSION_CONFLICT_CODE = 'entity.versionConflict';

/** Field messages and the summary of a failed save; a failure without a response gets the fallback. */
export function saveFailure(error: unknown, fallback: string): { summary: string; fields: FieldErrors; conflict: boolean } {
  if (!(error instanceof ApiError)) return { summary: fallback, fields: {}, conflict: false };
  const fields: Record<string, string> = {};
  for (const entry of error.errors) if (entry.field && !(entry.field in fields)) fields[entry.field] = entry.message;
  const conflict = error.status === 409 && error.errors.some((entry) => entry.code === VERSION_CONFLICT_CODE);
  return { summary: error.errors[0]?.message ?? error.message ?? fallback, fields, conflict };
}

/** Messages of the fields under `prefix` ('openingHours' → 'openingHours.2.from'), for sub-editors. */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field === prefix || field.startsWith(`${prefix}.`)));
}

/** A stable text of a value for "changed?" (key order as built; drafts keep the loaded order). */
const snapshot = (value: unknown): string => JSON.stringify(value ?? null);

/** What a form edits: a record the server keeps a version of (optimistic locking). */
export interface Versioned {
  version: number;
}

export interface RecordFormOptions<T extends StoredRecord, Draft> {
  api: ResourceApi<T, never> | ResourceApi<T, unknown>;
  /** undefined: a new record. */
  id: string | undefined;
  /** The draft of a new record (defaults of the schema, or a pasted copy). */
  initial: () => Draft;
  /** Called after a new record was created (e.g. navigate to its page). */
  onCreated?: (record: T) => void;
  onDeleted?: () => void;
}

export interface RecordForm<T extends Versioned, Draft> {
  isNew: boolean;
  /** The loaded record (undefined while loading or for a new record). */
  record: T | undefined;
  loading: boolean;
  loadError: unknown;
  retryLoad: () => void;
  draft: Draft;
  setDraft: (update: Draft | ((draft: Draft) => Draft)) => void;
  /** Sets one top-level field. */
  setField: <K extends keyof Draft>(field: K, value: Draft[K]) => void;
  dirty: boolean;
  saving: boolean;
  /** A save just succeeded and nothing changed since. */
  saved: boolean;
  save: () => void;
  errors: FieldErrors;
  errorSummary: string | undefined;
  conflict: boolean;
  /** Drops the draft and loads the record as it is now (after a conflict, or to discard). */
  reload: () => void;
  deleting: boolean;
  deleteError: string | undefined;
  remove: () => Promise<boolean>;
  /** True once the form itself navigates away (after create or delete): no unsaved-changes question then. */
  leaving: { readonly current: boolean };
}

/** Where a form's record comes from and how it is saved (the part that differs between record and singleton). */
interface DraftSource<T extends Versioned, Draft> {
  isNew: boolean;
  /** The record as the server has it now (not enabled for a new record). */
  query: UseQueryResult<T>;
  initial: () => Draft;
  /** Sends the draft; `version` is the one it was loaded at (undefined for a new record). */
  send: (draft: Draft, version: number | undefined) => Promise<T>;
  /** Puts the saved record into the query cache. */
  stored: (record: T) => void;
  /** The German fallback of a failed save. */
  saveFailed: string;
  onCreated?: (record: T) => void;
}

type DraftForm<T extends Versioned, Draft> = Omit<RecordForm<T, Draft>, 'deleting' | 'deleteError' | 'remove'> & { leaving: { current: boolean } };

/** Draft, changed-or-not, saving with field messages and the version conflict: shared by every form. */
function useDraftForm<T extends Versioned, Draft>(source: DraftSource<T, Draft>): DraftForm<T, Draft> {
  const { isNew, query } = source;
  const initialRef = useRef(source.initial);
  const [draft, setDraftState] = useState<Draft>(() => initialRef.current());
  const [baseline, setBaseline] = useState<string>(() => (isNew ? snapshot(draft) : ''));
  const [loadedVersion, setLoadedVersion] = useState<number | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorSummary, setErrorSummary] = useState<string | undefined>();
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const leaving = useRef(false);

  // The loaded record becomes the draft once (reload replaces it on request); a background
  // refetch with a newer version never replaces what the user is typing.
  useEffect(() => {
    const record = query.data;
    if (!record || loadedVersion !== undefined) return;
    setDraftState(record as unknown as Draft);
    setBaseline(snapshot(record));
    setLoadedVersion(record.version);
  }, [query.data, loadedVersion]);

  const setDraft = useCallback((update: Draft | ((current: Draft) => Draft)) => {
    setSaved(false);
    setDraftState((current) => (typeof update === 'function' ? (update as (current: Draft) => Draft)(current) : update));
  }, []);
  const setField = useCallback(<K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((current) => ({ ...current, [field]: value })), [setDraft]);

  const saveMutation = useMutation({
    mutationFn: (value: Draft) => source.send(value, loadedVersion),
    onSuccess: (record: T) => {
      source.stored(record);
      setErrors({});
      setErrorSummary(undefined);
      setConflict(false);
      setSaved(true);
      if (isNew) {
        setBaseline(snapshot(draft));
        leaving.current = true;
        source.onCreated?.(record);
        return;
      }
      setDraftState(record as unknown as Draft);
      setBaseline(snapshot(record));
      setLoadedVersion(record.version);
    },
    onError: (error) => {
      const failure = saveFailure(error, source.saveFailed);
      setErrors(failure.fields);
      setErrorSummary(failure.summary);
      setConflict(failure.conflict);
    },
    meta: { errorMessage: source.saveFailed, shownInPlace: true },
  });

  const { refetch } = query;
  // The record as the server has it now replaces the draft (the cached copy may be the stale one).
  const reload = useCallback(() => {
    setErrors({});
    setErrorSummary(undefined);
    setConflict(false);
    void refetch().then((result) => {
      if (!result.data) return;
      setDraftState(result.data as unknown as Draft);
      setBaseline(snapshot(result.data));
      setLoadedVersion(result.data.version);
    });
  }, [refetch]);

  const dirty = useMemo(() => (isNew || loadedVersion !== undefined) && snapshot(draft) !== baseline, [draft, baseline, isNew, loadedVersion]);

  return {
    isNew,
    record: query.data,
    loading: !isNew && (query.isPending || loadedVersion === undefined) && !query.isError,
    loadError: query.error,
    retryLoad: () => void refetch(),
    draft,
    setDraft,
    setField,
    dirty,
    saving: saveMutation.isPending,
    saved: saved && !dirty,
    save: () => {
      setSaved(false);
      saveMutation.mutate(draft);
    },
    errors,
    errorSummary,
    conflict,
    reload,
    leaving,
  };
}

export function useRecordForm<T extends StoredRecord, Draft extends object = T>(options: RecordFormOptions<T, Draft>): RecordForm<T, Draft> {
  const api = options.api as ResourceApi<T, unknown>;
  const queryClient = useQueryClient();
  const isNew = options.id === undefined;
  const form = useDraftForm<T, Draft>({
    isNew,
    query: api.useRecord(options.id),
    initial: options.initial,
    send: (value, version) => (isNew ? api.create(value) : api.update({ ...(value as object), id: options.id!, version: version! } as never)),
    stored: (record) => api.storeSaved(queryClient, record, isNew),
    saveFailed: isNew ? api.messages.createFailed : api.messages.updateFailed,
    onCreated: options.onCreated,
  });
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const deleteMutation = api.useDelete();

  return {
    ...form,
    deleting: deleteMutation.isPending,
    deleteError,
    remove: async () => {
      if (!options.id) return false;
      setDeleteError(undefined);
      try {
        await deleteMutation.mutateAsync(options.id);
        form.leaving.current = true;
        options.onDeleted?.();
        return true;
      } catch (error) {
        setDeleteError(error instanceof Error ? error.message : api.messages.deleteFailed);
        return false;
      }
    },
  };
}

export interface SingletonFormOptions<T extends Versioned> {
  /** The record's query key; whatever else reads the record under it sees the saved one. */
  queryKey: ApiQueryKey;
  /** GET of the record (with its version), parsed. */
  load: (signal: AbortSignal) => Promise<T>;
  /** Saves the whole record with the version it was loaded at (a stale version: 409); answers the stored record. */
  save: (record: T) => Promise<T>;
  /** The German fallbacks ("Konfiguration konnte nicht geladen / gespeichert werden."). */
  messages: { loadFailed: string; saveFailed: string };
}

/**
 * The form of a singleton: one record that always exists (the server answers defaults before the
 * first save), edited in place. It is never new and cannot be deleted; `remove` refuses.
 */
export function useSingletonForm<T extends Versioned>(options: SingletonFormOptions<T>): RecordForm<T, T> {
  const queryClient = useQueryClient();
  const { queryKey, messages } = options;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => options.load(signal),
    // An editor starts from what the server has now; it shows a failure in place, with a retry.
    staleTime: 0,
    meta: { errorMessage: messages.loadFailed, shownInPlace: true },
  });
  const form = useDraftForm<T, T>({
    isNew: false,
    query,
    // Nothing to edit before the record is loaded: the editor shows its loader (or the load error) until then.
    initial: () => undefined as unknown as T,
    send: (value, version) => options.save({ ...value, version: version! }),
    stored: (record) => queryClient.setQueryData(queryKey, record),
    saveFailed: messages.saveFailed,
  });
  return { ...form, deleting: false, deleteError: undefined, remove: async () => false };
}
