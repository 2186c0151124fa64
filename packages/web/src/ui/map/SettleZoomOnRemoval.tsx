import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** The part of Leaflet's map state that finishing a zoom animation reads. */
interface ZoomAnimationState {
  _animatingZoom?: boolean;
}

/**
 * Leaflet finishes a zoom animation on a timer 250 ms after it starts, even when the map has
 * been removed meanwhile (the screen left while zooming, e.g. `Riwayat` opened after a cluster
 * was pressed), and then fails reading its removed panes ("reading '_leaflet_pos'"). A map being
 * removed marks its animation as over, so the late finish has nothing to do.
 */
export function SettleZoomOnRemoval() {
  const map = useMap();
  useEffect(() => {
    const settle = () => {
      (map as unknown as ZoomAnimationState)._animatingZoom = false;
    };
    map.on('unload', settle);
    return () => {
      map.off('unload', settle);
    };
  }, [map]);
  return null;
}
