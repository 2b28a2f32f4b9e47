export * from './errors.js';
export * from './constants.js';
export * from './common.js';
export * from './auth.js';
export * from './users.js';
export * from './plans.js';
export * from './money.js';
export * from './artworks.js';
