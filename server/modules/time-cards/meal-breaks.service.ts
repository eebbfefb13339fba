/**
 * The rule group's meal breaks as other modules read them (the dashboard's meal break alerts):
 * server modules reach each other only through *.service.ts files (eslint.config.js). Pure
 * functions of ./meal-breaks.ts and ./member-rules.ts, one definition of when a meal break falls
 * due and what meets it.
 */
export { mealBreakChecks } from './meal-breaks';
export { mealBreakRules } from './member-rules';
