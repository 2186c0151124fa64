export * from './access.js';
export * from './members.js';
export * from './transport.js';
export * from './content.js';
export * from './versions.js';
