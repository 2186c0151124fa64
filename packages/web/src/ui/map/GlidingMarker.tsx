import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Marker } from 'react-leaflet';
import type { DivIcon, LatLngTuple, Marker as LeafletMarker } from 'leaflet';

/** How long a marker takes to reach its new place: about the time between two live updates. */
export const GLIDE_MS = 1000;

interface GlidingMarkerProps {
  position: LatLngTuple;
  icon: DivIcon;
  title?: string;
  /** A popup or tooltip. */
  children?: ReactNode;
  onClick?: () => void;
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A marker that glides to a new position instead of jumping, so the eye can follow a bus from one
 * live update to the next. A new position during a glide continues from where the marker is.
 */
export function GlidingMarker({ position, icon, title, children, onClick }: GlidingMarkerProps) {
  const ref = useRef<LeafletMarker>(null);
  // react-leaflet would jump the marker to a changed `position`; it is placed once, then moved here.
  const [placed] = useState(position);
  const [lat, lng] = position;
  useEffect(() => {
    const marker = ref.current;
    if (!marker) return;
    const from = marker.getLatLng();
    if (from.lat === lat && from.lng === lng) return;
    if (reducedMotion() || document.hidden) {
      marker.setLatLng([lat, lng]);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - began) / GLIDE_MS);
      marker.setLatLng([from.lat + (lat - from.lat) * k, from.lng + (lng - from.lng) * k]);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [lat, lng]);
  return (
    <Marker ref={ref} position={placed} icon={icon} title={title} eventHandlers={onClick ? { click: onClick } : undefined}>
      {children}
    </Marker>
  );
}
