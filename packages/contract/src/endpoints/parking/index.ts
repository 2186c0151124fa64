export * from './attendant.js';
export * from './dashboard.js';
export * from './records.js';
export * from './locations.js';
export * from './targets.js';
export * from './vehicle-types.js';
