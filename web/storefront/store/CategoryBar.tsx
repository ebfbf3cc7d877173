/**
 * The optional category bar (enablePluginCategoryBar, storefront.md §2): one link per product
 * group, sticky under the top of the page; the group whose top is above 25 % of the viewport
 * height is highlighted, a click scrolls to its group.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { t } from '../../common/i18n';
import { activeGroupIndex, groupElementId } from './category-bar';

export interface CategoryBarProps {
  categories: readonly { id: string; name: string }[];
  /** Called before a link scrolls to its group: the page renders every group it holds back. */
  onJump?: () => void;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function CategoryBar({ categories, onJump }: CategoryBarProps) {
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = categories.map((category) => document.getElementById(groupElementId(category.id))?.getBoundingClientRect().top ?? Infinity);
      setActive(activeGroupIndex(tops, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [categories]);

  // Keep the highlighted link in view inside the horizontally scrolling bar (not the page).
  useEffect(() => {
    const list = listRef.current;
    const link = list?.children[active] as HTMLElement | undefined;
    if (!list || !link) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    onJump?.();
    const target = document.getElementById(groupElementId(id));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue in the group they chose.
    target.focus({ preventScroll: true });
  };

  return (
    <nav className="category-bar" aria-label={t('store.categoryBar')}>
      <ul ref={listRef} className="category-bar__list" role="list">
        {categories.map((category, index) => (
          <li key={category.id}>
            <a
              href={`#${groupElementId(category.id)}`}
              className="category-bar__link"
              aria-current={index === active ? 'location' : undefined}
              onClick={(event) => jump(event, category.id)}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
