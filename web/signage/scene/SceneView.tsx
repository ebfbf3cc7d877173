/**
 * Draws one scene (shared/schemas/signage.ts) into a box of exactly `width` × `height` CSS
 * pixels: the player passes the screen, the back office's editor and previews a small box. The
 * same scene looks the same at every size because regions are placed in percent of the box and
 * text sizes are percent of its height.
 *
 * Decisions:
 * - No zod, no react-query, no message catalogue: the player runs on TV sticks and carries only
 *   what drawing needs. The data arrives already as display texts (prices as the labels write
 *   them, opening hours as rows, templates as finished SVG documents).
 * - Fonts are the system's sans-serif: a TV stick never waits for a web font.
 * - Library images use the WebP rendition just wide enough for the region's pixels (every browser
 *   a signage stick runs shows WebP); `sceneImageUrls` names the same files so the player can
 *   load them before the scene appears.
 * - A region whose live data is missing (deleted category or template) stays empty.
 */
import { memo, type CSSProperties } from 'react';
import type { OpeningHoursData, PlayableScene, PriceListData, PriceListRegion, SceneRegion } from '#shared/schemas/signage.ts';
import { IMAGE_SIZES, imageUrl, SRCSET_SIZES, type ImageFileRef, type Rendition } from '#shared/media/image-files.ts';
import './scene.css';

export interface SceneViewProps {
  scene: PlayableScene;
  /** The box in CSS pixels. */
  width: number;
  height: number;
  /** The shop's time zone, for the clock. */
  timeZone: string;
  /** The instant the clock shows; a new value re-renders the clock only. */
  now: Date;
}

export function SceneView({ scene, width, height, timeZone, now }: SceneViewProps) {
  const style: CSSProperties = { width, height, backgroundColor: scene.background };
  if (scene.backgroundImage) style.backgroundImage = `url("${libraryImageUrl(scene.backgroundImage, width)}")`;
  return (
    <div className="sg-scene" style={style} data-scene-id={scene.id}>
      {scene.regions.map((region) =>
        region.kind === 'clock' ? (
          <ClockRegion key={region.id} region={region} width={width} height={height} timeZone={timeZone} now={now} />
        ) : (
          <Region key={region.id} region={region} data={scene.data} width={width} height={height} />
        ),
      )}
    </div>
  );
}

/** Every library image the scene shows at this box size: what the player loads ahead. */
export function sceneImageUrls(scene: PlayableScene, width: number): string[] {
  const urls: string[] = [];
  if (scene.backgroundImage) urls.push(libraryImageUrl(scene.backgroundImage, width));
  for (const region of scene.regions) {
    if (region.kind === 'image') urls.push(libraryImageUrl(region.image, (region.frame.width / 100) * width));
  }
  return urls;
}

/** The smallest width rendition that covers `pixels` device pixels; the original above the largest. */
export function renditionForWidth(pixels: number): Rendition {
  return SRCSET_SIZES.find((size) => IMAGE_SIZES[size] >= pixels) ?? 'original';
}

function libraryImageUrl(image: ImageFileRef, cssWidth: number): string {
  const rendition = renditionForWidth(Math.ceil(cssWidth * devicePixelRatioOf()));
  return imageUrl(image, rendition, rendition === 'original' ? 'fallback' : 'webp');
}

const devicePixelRatioOf = () => (typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1);

type ContentRegion = Exclude<SceneRegion, { kind: 'clock' }>;

interface RegionProps {
  region: ContentRegion;
  data: PlayableScene['data'];
  width: number;
  height: number;
}

/** Pixels of `percent` of the box's height (text sizes). */
const fontPixels = (percent: number, height: number) => `${(percent / 100) * height}px`;

function frameStyle(region: SceneRegion): CSSProperties {
  const { x, y, width, height } = region.frame;
  return { left: `${x}%`, top: `${y}%`, width: `${width}%`, height: `${height}%`, backgroundColor: region.background };
}

// Content regions do not change with the clock: memo keeps a ticking clock from redrawing them.
const Region = memo(function Region({ region, data, width, height }: RegionProps) {
  return (
    <div className={`sg-region sg-region--${region.kind}`} style={frameStyle(region)} data-region-id={region.id}>
      <RegionContent region={region} data={data} width={width} height={height} />
    </div>
  );
});

function RegionContent({ region, data, width, height }: RegionProps) {
  switch (region.kind) {
    case 'text':
      return (
        <div className="sg-text" style={{ color: region.color, fontSize: fontPixels(region.size, height), fontWeight: region.weight, textAlign: region.align }}>
          {region.text}
        </div>
      );
    case 'image':
      return (
        <img
          className="sg-image"
          src={libraryImageUrl(region.image, (region.frame.width / 100) * width)}
          alt={region.image.alt ?? ''}
          style={{ objectFit: region.fit }}
          decoding="async"
        />
      );
    case 'video':
      return <video className="sg-video" src={region.src} style={{ objectFit: region.fit }} muted loop autoPlay playsInline preload="auto" />;
    case 'priceList': {
      const list = data.priceLists[region.id];
      return list ? <PriceList region={region} list={list} height={height} /> : null;
    }
    case 'template': {
      const svg = data.templates[region.id];
      // An <img> draws the SVG as a picture: its scripts and links never run in the page.
      return svg ? <img className="sg-template" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="" /> : null;
    }
    case 'openingHours': {
      const hours = data.openingHours[region.id];
      return hours ? <OpeningHours title={region.title ?? hours.branchName} hours={hours} color={region.color} size={region.size} height={height} /> : null;
    }
  }
}

function PriceList({ region, list, height }: { region: PriceListRegion; list: PriceListData; height: number }) {
  const items = (region.unavailable === 'hide' ? list.items.filter((item) => item.available) : list.items).slice(0, region.maxItems);
  const title = region.title ?? list.title;
  return (
    <div className="sg-prices" style={{ color: region.color, fontSize: fontPixels(region.size, height) }}>
      {title && (
        <div className="sg-prices__title" style={{ color: region.accentColor }}>
          {title}
        </div>
      )}
      <ul className="sg-prices__items" style={{ columnCount: region.columns }}>
        {items.map((item) => (
          <li key={item.productId} className={item.available ? 'sg-prices__item' : 'sg-prices__item sg-prices__item--unavailable'}>
            <span className="sg-prices__line">
              <span className="sg-prices__name">{item.name}</span>
              <span className="sg-prices__leader" aria-hidden="true" />
              <span className="sg-prices__price" style={{ color: region.accentColor }}>
                {item.price}
              </span>
            </span>
            {region.showBasePrice && item.basePrice && <span className="sg-prices__base">{item.basePrice}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpeningHours({ title, hours, color, size, height }: { title: string; hours: OpeningHoursData; color: string; size: number; height: number }) {
  return (
    <div className="sg-hours" style={{ color, fontSize: fontPixels(size, height) }}>
      {title && <div className="sg-hours__title">{title}</div>}
      <dl className="sg-hours__rows">
        {hours.rows.map((row, index) => (
          <div key={index} className={row.isClosed ? 'sg-hours__row sg-hours__row--closed' : 'sg-hours__row'}>
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

interface ClockProps {
  region: Extract<SceneRegion, { kind: 'clock' }>;
  width: number;
  height: number;
  timeZone: string;
  now: Date;
}

function ClockRegion({ region, height, timeZone, now }: ClockProps) {
  const { time, date } = clockTexts(now, timeZone);
  return (
    <div className="sg-region sg-region--clock" style={frameStyle(region)} data-region-id={region.id}>
      <div className="sg-clock" style={{ color: region.color, fontSize: fontPixels(region.size, height) }}>
        <span className="sg-clock__time">{time}</span>
        {region.showDate && <span className="sg-clock__date">{date}</span>}
      </div>
    </div>
  );
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (format) return format;
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    format = new Intl.DateTimeFormat('de-AT', { ...options, timeZone });
  } catch {
    // A zone the browser does not know: the device's own clock rather than a blank scene.
    format = new Intl.DateTimeFormat('de-AT', options);
  }
  // One format per time zone, and a page shows one or two: the map stays tiny.
  clockFormats.set(timeZone, format);
  return format;
}

/** 'HH:mm' and 'Sa, 28.11.2026' on the wall clock of `timeZone`. */
export function clockTexts(now: Date, timeZone: string): { time: string; date: string } {
  const part: Record<string, string> = {};
  for (const { type, value } of clockFormat(timeZone).formatToParts(now)) part[type] = value;
  const weekday = (part.weekday ?? '').replace(/\.$/, '');
  return { time: `${part.hour}:${part.minute}`, date: `${weekday}, ${part.day}.${part.month}.${part.year}` };
}
