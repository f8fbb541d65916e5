import type { DeliveryMethod, ParcelPoint } from '@glowmarket/shared/logistics';
import { isOffered, type MethodWithCarrier } from './logistics.repository';
import type { ParcelPointRow } from './logistics.tables';

export function presentMethod(method: MethodWithCarrier): DeliveryMethod {
  return {
    id: method.id,
    carrierId: method.carrierId,
    carrierName: method.carrierName,
    kind: method.kind,
    cod: method.cod,
    needsPoint: method.needsPoint,
    active: isOffered(method),
  };
}

export function presentPoint(point: ParcelPointRow & { distanceKm?: number }): ParcelPoint {
  return {
    name: point.name,
    address: { line1: point.line1, line2: point.line2 },
    city: point.city,
    postalCode: point.postalCode,
    description: point.description,
    openingHours: point.openingHours,
    location: { latitude: point.latitude, longitude: point.longitude },
    distanceKm: point.distanceKm === undefined ? null : Math.round(point.distanceKm * 100) / 100,
  };
}
