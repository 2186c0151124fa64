export * from './reports.js';
