export * from './departments.js';
export * from './specialists.js';
export * from './administrators.js';
export * from './scoring.js';
export * from './reports.js';
export * from './events.js';
export * from './collections.js';
