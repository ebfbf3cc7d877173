/**
 * The scene editor's canvas: the draft drawn by the player's own renderer (SceneView) at the
 * scene's aspect ratio, with the live data of a branch, and the regions' outlines over it.
 *
 * - The draft is drawn at once on every change; its live data (price lists, opening hours, image
 *   templates) comes from `POST /api/scenes/preview`, asked ~400 ms after the last change. While a
 *   new answer loads the last good one stays; a failure is said in place, in German.
 * - Pointer: a click selects a region (and its card), dragging moves it, the corner handle
 *   resizes it. Keyboard: each outline is a button; the arrow keys move its region by 1 %, with
 *   Shift they resize it; a polite live region says where it is now. Frames are percent of the
 *   screen, rounded to 0.5 and kept inside it (./scene-regions.ts).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlayableScene, RegionFrame } from '#shared/schemas/signage.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { SceneView } from '../../../signage/scene/SceneView';
import { branchesApi } from '../../branches/api';
import { formatDecimal, SelectField } from '../../data/fields';
import { useDebouncedValue } from '../../data/hooks';
import { t } from '../../i18n';
import { previewScene } from '../scenes-api';
import { regionKindLabel } from './RegionsEditor';
import { moveFrame, previewableScene, resizeFrame, type RegionDraft, type SceneDraft } from './scene-regions';

/** How long the draft must rest before the server draws its live data. */
export const PREVIEW_DELAY_MS = 400;

/** Session storage key of the preview's branch. */
const BRANCH_KEY = 'scenes.previewBranch';

const EMPTY_DATA: PlayableScene['data'] = { priceLists: {}, openingHours: {}, templates: {} };

export interface SceneCanvasProps {
  scene: SceneDraft;
  selected: number | undefined;
  onSelect: (index: number) => void;
  /** Sets a region's frame; without it the canvas only shows. */
  onFrame?: (index: number, frame: RegionFrame) => void;
}

export function SceneCanvas({ scene, selected, onSelect, onFrame }: SceneCanvasProps) {
  const headingId = useId();
  const helpId = useId();
  const branches = branchesApi.useAll().data ?? [];
  const [chosenBranch, setChosenBranch] = useState<string | undefined>(() => sessionStorage.getItem(BRANCH_KEY) ?? undefined);
  const branchId = branches.some((branch) => branch.id === chosenBranch) ? chosenBranch : branches[0]?.id;
  const chooseBranch = (id: string | undefined) => {
    setChosenBranch(id);
    if (id) sessionStorage.setItem(BRANCH_KEY, id);
    else sessionStorage.removeItem(BRANCH_KEY);
  };

  const drawable = useMemo(() => previewableScene(scene), [scene]);
  const requested = useDebouncedValue(drawable, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: ['scene-preview', JSON.stringify(requested), branchId ?? ''],
    queryFn: ({ signal }) => previewScene(requested, branchId, signal),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { errorMessage: t('signageAdmin.scenes.preview.failed'), shownInPlace: true },
  });
  // The last good live data: kept while the next loads (placeholder) and after a failure.
  const [liveData, setLiveData] = useState<PlayableScene['data']>(EMPTY_DATA);
  useEffect(() => {
    if (preview.data) setLiveData(preview.data.data);
  }, [preview.data]);
  const shown: PlayableScene = useMemo(() => ({ ...drawable, id: 'preview', data: liveData }), [drawable, liveData]);

  const boxRef = useRef<HTMLDivElement>(null);
  const size = useBoxSize(boxRef);
  const now = useMinute();
  const [announcement, setAnnouncement] = useState('');
  const drag = useFrameDrag(scene.regions, size, onSelect, onFrame);
  const ratio = scene.orientation === 'portrait' ? 9 / 16 : 16 / 9;

  const describe = (region: RegionDraft, frame: RegionFrame) =>
    t('signageAdmin.scenes.preview.regionLabel', {
      kind: regionKindLabel(region.kind),
      id: region.id,
      x: formatDecimal(frame.x),
      y: formatDecimal(frame.y),
      width: formatDecimal(frame.width),
      height: formatDecimal(frame.height),
    });

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const region = scene.regions[index];
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!region || !step || !onFrame) return;
    event.preventDefault();
    const [dx, dy] = step as [number, number];
    const frame = event.shiftKey ? resizeFrame(region.frame, dx, dy) : moveFrame(region.frame, dx, dy);
    onSelect(index);
    onFrame(index, frame);
    setAnnouncement(describe(region, frame));
  };

  return (
    <section className="sc-preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="sc-preview__heading">
        {t('signageAdmin.scenes.preview.heading')}
      </h2>
      <div className="sc-preview__options">
        <SelectField
          label={t('signageAdmin.scenes.preview.branch')}
          value={branchId}
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          onChange={chooseBranch}
        />
        <p className="sc-preview__state" aria-live="polite">
          {preview.isFetching ? t('signageAdmin.scenes.preview.loading') : ''}
        </p>
      </div>
      {preview.isError && (
        <p className="sc-preview__error" role="alert">
          {(preview.error as Error).message || t('signageAdmin.scenes.preview.failed')}
        </p>
      )}
      <div
        ref={boxRef}
        className="sc-preview__canvas"
        style={{ aspectRatio: scene.orientation === 'portrait' ? '9 / 16' : '16 / 9', width: `min(100%, calc(var(--sc-preview-height) * ${ratio}))` }}
        data-testid="scene-preview"
        data-orientation={scene.orientation}
      >
        {size && (
          <div className="sc-preview__scene" aria-label={t('signageAdmin.scenes.preview.label', { name: drawable.name })} role="img">
            <SceneView scene={shown} width={size.width} height={size.height} timeZone={DEFAULT_TIME_ZONE} now={now} />
          </div>
        )}
        <div
          className="sc-preview__regions"
          role="group"
          aria-label={t('signageAdmin.scenes.preview.regionsLabel')}
          aria-describedby={helpId}
          {...drag.frameProps}
        >
          {scene.regions.map((region, index) => {
            const { x, y, width, height } = region.frame;
            const isSelected = selected === index;
            return (
              <button
                key={`${index}-${region.id}`}
                type="button"
                className={isSelected ? 'sc-outline is-selected' : 'sc-outline'}
                style={{ left: `${x}%`, top: `${y}%`, width: `${width}%`, height: `${height}%`, zIndex: isSelected ? 2 : 1 }}
                aria-pressed={isSelected}
                aria-label={describe(region, region.frame)}
                title={t('signageAdmin.scenes.preview.region', { kind: regionKindLabel(region.kind), id: region.id })}
                data-region={index}
                onPointerDown={(event) => drag.start(event, index, 'move')}
                onClick={() => onSelect(index)}
                onKeyDown={onKeyDown(index)}
              >
                {isSelected && (
                  // Outside the frame (above it, or below one at the top edge), so it hides none of the region.
                  <span className={y < 5 ? 'sc-outline__name is-below' : 'sc-outline__name'} aria-hidden="true">
                    {t('signageAdmin.scenes.preview.region', { kind: regionKindLabel(region.kind), id: region.id })}
                  </span>
                )}
                {onFrame && isSelected && (
                  <span className="sc-outline__handle" aria-hidden="true" onPointerDown={(event) => drag.start(event, index, 'resize')} />
                )}
              </button>
            );
          })}
        </div>
      </div>
      <p id={helpId} className="bo-field__help">
        {t('signageAdmin.scenes.preview.help')}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

/** The box's size in CSS pixels, followed as the layout changes. */
function useBoxSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>();
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const { width, height } = box.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The time the clock regions show, renewed every few seconds. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Moving and resizing with the pointer: the way from where it went down, in percent of the box,
 * applied to the frame the region had then. Tracked on the outlines' layer (pointer capture), so
 * a fast drag does not lose the region.
 */
function useFrameDrag(
  regions: readonly RegionDraft[],
  size: { width: number; height: number } | undefined,
  onSelect: (index: number) => void,
  onFrame: SceneCanvasProps['onFrame'],
) {
  const active = useRef<{ index: number; mode: 'move' | 'resize'; pointerX: number; pointerY: number; frame: RegionFrame; layer: HTMLElement } | null>(null);
  const start = (event: PointerEvent<HTMLElement>, index: number, mode: 'move' | 'resize') => {
    const region = regions[index];
    if (event.button !== 0 || !region) return;
    onSelect(index);
    if (!onFrame || !size) return;
    event.stopPropagation();
    const layer = event.currentTarget.closest<HTMLElement>('.sc-preview__regions');
    if (!layer) return;
    active.current = { index, mode, pointerX: event.clientX, pointerY: event.clientY, frame: region.frame, layer };
    layer.setPointerCapture(event.pointerId);
  };
  const end = () => {
    active.current = null;
  };
  const frameProps = {
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const drag = active.current;
      if (!drag || !onFrame || !size) return;
      const dx = ((event.clientX - drag.pointerX) / size.width) * 100;
      const dy = ((event.clientY - drag.pointerY) / size.height) * 100;
      onFrame(drag.index, drag.mode === 'move' ? moveFrame(drag.frame, dx, dy) : resizeFrame(drag.frame, dx, dy));
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
  return { start, frameProps };
}
