/**
 * The branch list of the home screen (storefront.md §2, §5 "Branch search"): the search box
 * (enablePluginSearch, placeholder 'PLZ / Ort'), tag chips (enablePluginTags), the summary line
 * and the cards. Matching, available chips and the summary come from shared/search.
 *
 * Decisions: the list filters while typing; submitting a non-empty term scrolls to the summary
 * line (spec). Chips are shown for the tags some branch carries; a chip whose tag no branch in
 * the current result has is disabled, except the selected one (clicking it again clears it).
 */
import { useRef, useState, type FormEvent } from 'react';
import { searchBranches, toggleTag } from '#shared/search/index.ts';
import { t } from '../../common/i18n';
import { useNow } from '../../common/time';
import { Button } from '../../common/ui';
import type { Branch, PublicConfig, Tag } from '../data';
import { BranchCard } from './BranchCard';
import { HoursDialog } from './OpeningHours';

export interface BranchListProps {
  branches: readonly Branch[];
  tags: readonly Tag[];
  config: PublicConfig;
  timeZone: string;
}

export function BranchList({ branches, tags, config, timeZone }: BranchListProps) {
  const now = useNow();
  const [term, setTerm] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  const [hoursBranch, setHoursBranch] = useState<Branch | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const withSearch = !!config.enablePluginSearch;
  const usedTagIds = new Set(branches.flatMap((branch) => (branch.tags ?? []).map((tag) => tag.id)));
  const chips = config.enablePluginTags ? tags.filter((tag) => usedTagIds.has(tag.id)) : [];
  const result = searchBranches(branches, {
    term: withSearch ? term : '',
    tagId: chips.length ? tagId : null,
    tags,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim()) summaryRef.current?.scrollIntoView({ block: 'center' });
  };

  return (
    <>
      {(withSearch || chips.length > 0) && (
        <div className="branch-filter">
          {withSearch && (
            <form className="branch-search" role="search" onSubmit={onSubmit}>
              <label htmlFor="branch-search-term" className="visually-hidden">
                {t('layout.search.label')}
              </label>
              <input
                id="branch-search-term"
                className="branch-search__input"
                type="search"
                value={term}
                placeholder={t('search.placeholder')}
                enterKeyHint="search"
                onChange={(event) => setTerm(event.target.value)}
              />
              <Button type="submit">{t('layout.search.submit')}</Button>
            </form>
          )}
          {chips.length > 0 && (
            <div className="tag-chips" role="group" aria-label={t('layout.tags.label')}>
              {chips.map((tag) => {
                const selected = tag.id === tagId;
                return (
                  <button
                    key={tag.id}
                    type="button"
                    className="tag-chip"
                    aria-pressed={selected}
                    disabled={!selected && !result.availableTagIds.includes(tag.id)}
                    onClick={() => setTagId(toggleTag(tagId, tag.id))}
                  >
                    {tag.name}
                  </button>
                );
              })}
            </div>
          )}
        </div>
      )}
      <p ref={summaryRef} className="branch-summary" role="status">
        {result.summary}
      </p>
      {branches.length === 0 ? (
        <p>{t('web.branches.empty')}</p>
      ) : (
        result.branches.length > 0 && (
          <ul className="branch-grid" role="list">
            {result.branches.map((branch, index) => (
              <BranchCard key={branch.id} branch={branch} now={now} timeZone={timeZone} eagerImage={index < 2} onShowHours={setHoursBranch} />
            ))}
          </ul>
        )
      )}
      <HoursDialog branch={hoursBranch} onClose={() => setHoursBranch(null)} />
    </>
  );
}
