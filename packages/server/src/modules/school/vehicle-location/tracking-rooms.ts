/** Room of the connections of this instance following every vehicle's position. */
export const TRACKING_ALL_ROOM = 'tracking:all';

/** Room of the connections of this instance following one vehicle's position. */
export const trackingVehicleRoom = (vehicleId: number) => `tracking:vehicle:${vehicleId}`;
