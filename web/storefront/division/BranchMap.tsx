/**
 * The branch map on the home screen (storefront.md §2): only with enablePluginMapbox and cookie
 * consent (never in the self-service context), and only for branches with coordinates. The map
 * code (map-view.ts, MapLibre GL JS) is imported when the map is about to show, so it is not in
 * the entry bundle and no tile or style request happens before consent. If the map cannot load
 * (offline, blocked, no WebGL) a German line says so; the branch list stays usable.
 */
import { useEffect, useRef, useState } from 'react';
import { isBranchActive } from '#shared/hours/index.ts';
import { t } from '../../common/i18n';
import { useThirdPartyAllowed } from '../consent/consent';
import type { Branch, PublicConfig } from '../data';
import { coordinatesDirectionsUrl } from './directions';
import type { MapPoint } from './map-view';

/** Active branches with coordinates, as map points. */
export function mapPoints(branches: readonly Branch[]): MapPoint[] {
  return branches
    .filter((branch) => isBranchActive(branch) && typeof branch.latitude === 'number' && typeof branch.longitude === 'number')
    .map((branch) => ({
      name: branch.name,
      label: t('layout.map.marker', { name: branch.name }),
      latitude: branch.latitude as number,
      longitude: branch.longitude as number,
      directionsUrl: coordinatesDirectionsUrl(branch.latitude as number, branch.longitude as number),
    }));
}

export function BranchMap({ branches, config }: { branches: readonly Branch[]; config: PublicConfig }) {
  const allowed = useThirdPartyAllowed();
  const points = mapPoints(branches);
  if (!config.enablePluginMapbox || !allowed || points.length === 0) return null;
  return <MapFrame points={points} zoom={config.mapboxZoom ?? 19} pitch={config.mapboxPitch ?? 55} bearing={config.mapboxBearing ?? -85} />;
}

/** MapLibre's control texts in German (passed in, so the map chunk needs no catalogue). */
const mapLocale = () => ({
  'Map.Title': t('layout.map.ui.title'),
  'AttributionControl.ToggleAttribution': t('layout.map.ui.attribution'),
  'AttributionControl.MapFeedback': t('layout.map.ui.feedback'),
  'NavigationControl.ZoomIn': t('layout.map.ui.zoomIn'),
  'NavigationControl.ZoomOut': t('layout.map.ui.zoomOut'),
  'NavigationControl.ResetBearing': t('layout.map.ui.resetBearing'),
  'CooperativeGesturesHandler.WindowsHelpText': t('layout.map.ui.ctrlScroll'),
  'CooperativeGesturesHandler.MacHelpText': t('layout.map.ui.cmdScroll'),
  'CooperativeGesturesHandler.MobileHelpText': t('layout.map.ui.twoFingers'),
});

function MapFrame({ points, zoom, pitch, bearing }: { points: MapPoint[]; zoom: number; pitch: number; bearing: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Rebuild the map only when what it shows changes, not on every render.
  const key = JSON.stringify([points, zoom, pitch, bearing]);

  useEffect(() => {
    let removed = false;
    let remove: (() => void) | undefined;
    setFailed(false);
    import('./map-view')
      .then(({ createBranchMap }) => {
        if (removed || !container.current) return;
        remove = createBranchMap(container.current, { points, zoom, pitch, bearing, locale: mapLocale(), onError: () => setFailed(true) }).remove;
      })
      .catch(() => setFailed(true));
    return () => {
      removed = true;
      remove?.();
    };
    // `key` stands for points, zoom, pitch and bearing.
  }, [key]);

  return (
    <section className="branch-map" aria-label={t('layout.map.label')}>
      {failed ? (
        <p className="branch-map__failed">{t('layout.map.failed')}</p>
      ) : (
        <>
          <div ref={container} className="branch-map__canvas" />
          <p className="branch-map__hint">{t('layout.map.hint')}</p>
        </>
      )}
    </section>
  );
}
