import type { AuState } from './australia.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface PostcodeLocation extends GeoPoint {
  postcode: string;
  state: AuState;
}

/** Australian postcode centres (from a maintained dataset package, loaded by a migration). */
export abstract class PostcodeDirectory {
  abstract locate(postcode: string): Promise<PostcodeLocation | null>;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine); the feed's SQL uses the same formula. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
