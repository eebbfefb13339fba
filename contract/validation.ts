/**
 * The validation catalogue (core.md 5, document 2 section 5): shared field rules, used by the
 * browser forms and the server alike. The rules live in ./validation/, one file per kind; this
 * module is the one import path.
 */
export * from './validation/rule-text';
export * from './validation/identity';
export * from './validation/display-text';
export * from './validation/mobile';
export * from './validation/numbers';
export * from './validation/dates';
