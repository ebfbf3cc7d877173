/**
 * Branch search and tag filter (storefront.md §5 "Branch search").
 *
 * The term is trimmed and split on spaces and commas; a branch matches when any word occurs,
 * ignoring case, in its name, street, city, zipCode, keywords or the name of one of its tags. An
 * empty term matches all. A selected tag additionally requires the branch to carry it.
 *
 * Available tags (spec: "some branch in the current result has it") are taken from the result of
 * the term alone, before the tag filter: otherwise selecting one tag would disable every tag that
 * never occurs together with it, and switching tags would need a detour through "none".
 */
import { createLookup } from '../i18n/lookup';
import { searchMessages } from '../i18n/search';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup(searchMessages);

export interface BranchTagRef {
  id: string;
  /** Present when the branch embeds its tags; otherwise the name comes from the tag list. */
  name?: string | null;
}

export interface SearchableBranch {
  name?: string | null;
  street?: string | null;
  city?: string | null;
  zipCode?: string | null;
  keywords?: string | readonly string[] | null;
  tags?: readonly BranchTagRef[] | null;
}

export interface Tag {
  id: string;
  name: string;
}

export interface BranchSearch {
  term?: string | null;
  /** The selected tag chip, if any. */
  tagId?: string | null;
  /** All tags, to know a tag's name from its id. */
  tags?: readonly Tag[];
}

export interface BranchSearchResult<B> {
  branches: B[];
  /** Ids of the tags some branch matching the term carries (chips of other tags are disabled). */
  availableTagIds: string[];
  /** A term or a tag is set. */
  isFilterActive: boolean;
  /** '{n} von {total} Filialen werden angezeigt.', 'Leider wurden keine Ergebnisse gefunden.', or null without a filter. */
  summary: string | null;
}

const fold = (text: string) => text.toLocaleLowerCase('de-AT');

/** The words of a search term: trimmed, split on spaces and commas, lower case. */
export function searchWords(term: string | null | undefined): string[] {
  return fold(term ?? '')
    .split(/[\s,]+/)
    .filter((word) => word.length > 0);
}

function haystack(branch: SearchableBranch, tagNames: ReadonlyMap<string, string>): string[] {
  const keywords = typeof branch.keywords === 'string' ? [branch.keywords] : (branch.keywords ?? []);
  const tags = (branch.tags ?? []).map((tag) => tag.name ?? tagNames.get(tag.id) ?? '');
  return [branch.name, branch.street, branch.city, branch.zipCode, ...keywords, ...tags].filter((field): field is string => !!field).map(fold);
}

export function searchBranches<B extends SearchableBranch>(branches: readonly B[], search: BranchSearch = {}): BranchSearchResult<B> {
  const words = searchWords(search.term);
  const tagNames = new Map((search.tags ?? []).map((tag) => [tag.id, tag.name]));
  const byTerm = words.length
    ? branches.filter((branch) => {
        const fields = haystack(branch, tagNames);
        return words.some((word) => fields.some((field) => field.includes(word)));
      })
    : [...branches];
  const tagId = search.tagId || null;
  const result = tagId ? byTerm.filter((branch) => branch.tags?.some((tag) => tag.id === tagId)) : byTerm;
  const availableTagIds = [...new Set(byTerm.flatMap((branch) => (branch.tags ?? []).map((tag) => tag.id)))];
  const isFilterActive = words.length > 0 || tagId !== null;
  const summary = !isFilterActive ? null : result.length === 0 ? t('search.noResults') : t('search.summary', { count: result.length, total: branches.length });
  return { branches: result, availableTagIds, isFilterActive, summary };
}

/** Clicking a tag chip selects it; clicking the selected tag again clears the selection. */
export function toggleTag(selectedTagId: string | null | undefined, clickedTagId: string): string | null {
  return selectedTagId === clickedTagId ? null : clickedTagId;
}
