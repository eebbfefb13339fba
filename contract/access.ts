/**
 * Access (core.md section 6): roles and permission ids, the actor, and the one policy table
 * with its pure `can(actor, policy, target?)`. The parts live in ./access/, one file per kind;
 * this module is the one import path. No zod here: the sign-in pages load it.
 */
export * from './access/roles';
export * from './access/actor';
export * from './access/policies';
