/**
 * The branch map itself (storefront.md §2, §9 "Map defaults"). Loaded by dynamic import only
 * after cookie consent, so MapLibre GL JS (about 440 KB gzipped with its worker) is never part of
 * the storefront entry and nothing is requested from the tile service before consent.
 *
 * Decisions:
 * - Map style: OpenFreeMap's "liberty" (free, no key, OpenStreetMap data); the config's
 *   mapboxAccessToken is not needed for it. Attribution as the style demands.
 * - Camera: zoom, pitch and bearing from the config. One branch: centred on it. Several: fitted
 *   to all markers, with the config's zoom as the closest zoom.
 * - 3D buildings from zoom 15 at opacity 0.6 (§9), when the style has the building layer's source.
 * - Each marker is a button named 'Route zu {name} planen'; it opens the driving directions in a
 *   new tab. Scrolling the page over the map needs Ctrl (two fingers on a phone), so the map does
 *   not trap a visitor who only wants to scroll.
 */
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type LngLatLike } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

export const MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
const BUILDINGS_MIN_ZOOM = 15;
const BUILDINGS_OPACITY = 0.6;

export interface MapPoint {
  name: string;
  /** The marker's accessible name, 'Route zu {name} planen'. */
  label: string;
  latitude: number;
  longitude: number;
  /** Opened in a new tab when the marker is activated. */
  directionsUrl: string;
}

export interface BranchMapOptions {
  points: readonly MapPoint[];
  zoom: number;
  pitch: number;
  bearing: number;
  /** German texts of MapLibre's controls, by MapLibre's locale keys. */
  locale: Record<string, string>;
  onError: () => void;
}

export interface BranchMapHandle {
  remove: () => void;
}

setWorkerUrl(workerUrl);

function markerElement(point: MapPoint): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-marker';
  button.setAttribute('aria-label', point.label);
  button.title = point.name;
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    window.open(point.directionsUrl, '_blank', 'noopener,noreferrer');
  });
  return button;
}

export function createBranchMap(container: HTMLElement, { points, zoom, pitch, bearing, locale, onError }: BranchMapOptions): BranchMapHandle {
  const coordinates: LngLatLike[] = points.map((point) => [point.longitude, point.latitude]);
  const longitudes = points.map((point) => point.longitude);
  const latitudes = points.map((point) => point.latitude);
  const several = points.length > 1;
  const map = new MapLibreMap({
    container,
    style: MAP_STYLE_URL,
    locale,
    cooperativeGestures: true,
    maxPitch: 85,
    pitch,
    bearing,
    ...(several
      ? {
          bounds: [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)],
          fitBoundsOptions: { padding: 48, maxZoom: zoom, pitch, bearing },
        }
      : { center: coordinates[0], zoom }),
  });
  map.addControl(new NavigationControl({ visualizePitch: true }), 'top-right');
  for (const [index, point] of points.entries()) {
    new Marker({ element: markerElement(point), anchor: 'bottom' }).setLngLat(coordinates[index]!).addTo(map);
  }
  map.on('load', () => addBuildings(map));
  // Style or tile failures (offline, blocked) leave a blank map: say so instead.
  let failed = false;
  map.on('error', () => {
    if (failed || map.isStyleLoaded()) return;
    failed = true;
    onError();
  });
  return { remove: () => map.remove() };
}

function addBuildings(map: MapLibreMap): void {
  const style = map.getStyle();
  const extrusions = style.layers.filter((layer) => layer.type === 'fill-extrusion');
  for (const layer of extrusions) {
    map.setLayerZoomRange(layer.id, BUILDINGS_MIN_ZOOM, 24);
    map.setPaintProperty(layer.id, 'fill-extrusion-opacity', BUILDINGS_OPACITY);
  }
  if (extrusions.length || !style.sources.openmaptiles) return;
  map.addLayer({
    id: 'theke-buildings-3d',
    type: 'fill-extrusion',
    source: 'openmaptiles',
    'source-layer': 'building',
    minzoom: BUILDINGS_MIN_ZOOM,
    paint: {
      'fill-extrusion-color': '#d6d2cb',
      'fill-extrusion-height': ['coalesce', ['get', 'render_height'], 0],
      'fill-extrusion-base': ['coalesce', ['get', 'render_min_height'], 0],
      'fill-extrusion-opacity': BUILDINGS_OPACITY,
    },
  });
}
