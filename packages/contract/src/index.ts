export * from './messages.js';
export * from './fields.js';
export * from './paging.js';
export * from './auth.js';
export * from './admin.js';
export * from './app.js';
