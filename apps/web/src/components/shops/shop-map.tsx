import 'leaflet/dist/leaflet.css';
import type { Location } from '@glowmarket/shared/shops';
import { divIcon, latLngBounds, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { useSite } from '../../lib/site';
import classes from './shop-map.module.css';

export interface MapMarker {
  id: string;
  location: Location;
  /** The shop's name: the marker's tooltip and accessible name. */
  label: string;
  /** Opened when the marker is chosen (click or Enter). */
  href?: string;
  /** Called instead when the marker is chosen, where choosing selects rather than opens. */
  onSelect?: () => void;
  highlighted?: boolean;
}

export interface ShopMapProps {
  /** What the map shows, for screen readers ("Map of the shops near you"). */
  label: string;
  markers: MapMarker[];
  /** Where the map looks when there are no markers to fit (and the zoom there). */
  center: Location;
  zoom?: number;
  /** The visitor's own position, drawn as a dot. */
  you?: Location | null;
  /** One pin the seller drags (or places with a click) to correct a shop's location. */
  pin?: { location: Location | null; label: string; onMove: (location: Location) => void };
  height?: number | string;
}

// Markers are drawn with CSS, not images, so they show even where no tile or icon file can load.
const markerIcon = (highlighted: boolean) =>
  divIcon({
    className: '',
    html: `<span class="${classes.marker}"${highlighted ? ' data-highlighted' : ''}></span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    tooltipAnchor: [0, -26],
  });
const youIcon = divIcon({ className: '', html: `<span class="${classes.you}"></span>`, iconSize: [22, 22] });

const toLatLng = (location: Location): [number, number] => [location.latitude, location.longitude];

/** Keeps the view on the markers (or the centre) as they change. */
function FitView({ points, center, zoom }: { points: Location[]; center: Location; zoom: number }) {
  const map = useMap();
  const key = JSON.stringify([points, center, zoom]);
  useEffect(() => {
    if (points.length > 1) map.fitBounds(latLngBounds(points.map(toLatLng)), { padding: [32, 32], maxZoom: 15 });
    else if (points[0]) {
      // A pin moved within view keeps the zoom the seller chose; otherwise show it up close.
      const inView = map.getBounds().contains(toLatLng(points[0])) && map.getZoom() >= 14;
      if (!inView) map.setView(toLatLng(points[0]), Math.max(zoom, 14));
    } else map.setView(toLatLng(center), zoom);
    // `key` stands for the values it is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** A click on the map puts the pin there. */
function PlaceOnClick({ onPlace }: { onPlace: (location: Location) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPlace({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/**
 * A Leaflet map of shops. Loaded with the pages that show one only (see `LazyShopMap`); tiles come
 * from the site's `mapTileUrl` with its attribution. Without tiles (offline) the markers still show
 * on a plain background, and every page that has a map lists the same shops beside it.
 */
export default function ShopMap({ label, markers, center, zoom = 6, you, pin, height = 360 }: ShopMapProps) {
  const site = useSite();
  const navigate = useNavigate();
  const pinLocation = pin?.location;
  const points = useMemo(() => {
    const all = markers.map((marker) => marker.location);
    if (pinLocation) all.push(pinLocation);
    return all;
  }, [markers, pinLocation]);

  return (
    <div role="region" aria-label={label}>
      <MapContainer
        className={classes.map}
        style={{ height }}
        center={toLatLng(points[0] ?? center)}
        zoom={zoom}
        scrollWheelZoom={false}
      >
        {site.data && <TileLayer url={site.data.mapTileUrl} attribution={site.data.mapAttribution} />}
        <FitView points={points} center={center} zoom={zoom} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={toLatLng(marker.location)}
            icon={markerIcon(marker.highlighted === true)}
            title={marker.label}
            alt={marker.label}
            eventHandlers={
              marker.onSelect
                ? { click: marker.onSelect }
                : marker.href
                  ? { click: () => void navigate(marker.href ?? '/') }
                  : undefined
            }
          >
            <Tooltip>{marker.label}</Tooltip>
          </Marker>
        ))}
        {you && <Marker position={toLatLng(you)} icon={youIcon} interactive={false} />}
        {pin && (
          <>
            <PlaceOnClick onPlace={pin.onMove} />
            {pin.location && (
              <Marker
                position={toLatLng(pin.location)}
                icon={markerIcon(true)}
                title={pin.label}
                alt={pin.label}
                draggable
                eventHandlers={{
                  dragend: (event) => {
                    const { lat, lng } = (event.target as LeafletMarker).getLatLng();
                    pin.onMove({ latitude: lat, longitude: lng });
                  },
                }}
              />
            )}
          </>
        )}
      </MapContainer>
    </div>
  );
}
