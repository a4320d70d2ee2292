export * from './languages.js';
export * from './negotiate.js';
export * from './translations.js';
