import { z } from 'zod';
import { zCatalogueListQuery } from './catalogue';
import { zOrgIdParams } from './orgs';
import { zPage } from './pagination';
import { isDisplayText, REQUIRED_CHECK, RULE_TEXT } from './validation';

/**
 * Cost codes (the API's job_codes) of an organisation: what a worker's time on a project is
 * for, as the office's cost accounting names it ('03-300 Cast-in-place concrete'). A code may be
 * limited to some projects; with none it is usable on every project. Part of project tracking
 * (the Pro plan). Archiving keeps the code on the time already recorded against it.
 */

export const COST_CODE_MAX = 40;
export const COST_CODE_NAME_MAX = 120;
/** How many projects one code may be limited to. */
export const COST_CODE_PROJECTS_MAX = 500;

export const COST_CODE_TEXT = {
  created: 'Cost code has been created!',
  updated: 'Cost code has been updated!',
  archived: 'Cost code has been archived!',
  unarchived: 'Cost code has been unarchived!',
  codeLength: `Must be ${COST_CODE_MAX} characters or less`,
  codeFormat: 'Use letters, digits, spaces, dots, dashes, underscores or slashes',
  codeTaken: 'A cost code with this code already exists',
  nameLength: `Must be ${COST_CODE_NAME_MAX} characters or less`,
  projectsMax: `Choose at most ${COST_CODE_PROJECTS_MAX} projects`,
  unknownProject: 'Please choose projects of this organization',
} as const;

/** The cost code entity; project_ids empty means every project. */
export const zCostCode = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  project_ids: z.array(z.number().int()),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
});
export type CostCode = z.infer<typeof zCostCode>;

export const zCostCodeIdParams = zOrgIdParams.extend({
  job_code_id: z.coerce.number().int().min(1),
});

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

export const zCostCodeCode = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(COST_CODE_MAX, COST_CODE_TEXT.codeLength)
  .regex(CODE_PATTERN, COST_CODE_TEXT.codeFormat);

export const zCostCodeName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(COST_CODE_NAME_MAX, COST_CODE_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

/** Distinct project ids, in the order given. */
const zProjectIds = z
  .array(z.number().int().min(1))
  .max(COST_CODE_PROJECTS_MAX, COST_CODE_TEXT.projectsMax)
  .transform((ids) => [...new Set(ids)]);

/** POST /orgs/{org_id}/job_codes. */
export const zCostCodeCreate = z.object({
  code: zCostCodeCode,
  name: zCostCodeName,
  project_ids: zProjectIds.default([]),
});
export type CostCodeCreate = z.infer<typeof zCostCodeCreate>;

/** PATCH /orgs/{org_id}/job_codes/{job_code_id}: only the fields sent change; is_archived too. */
export const zCostCodePatch = z
  .object({
    code: zCostCodeCode,
    name: zCostCodeName,
    project_ids: zProjectIds,
    is_archived: z.boolean(),
  })
  .partial();
export type CostCodePatch = z.infer<typeof zCostCodePatch>;

/**
 * GET /orgs/{org_id}/job_codes: by code, searched in code and name; with org_project_id only the
 * codes usable on that project (those limited to it and those limited to none).
 */
export const zCostCodeListQuery = zCatalogueListQuery.extend({
  org_project_id: z.coerce.number().int().min(1).optional(),
});
export type CostCodeListQuery = z.infer<typeof zCostCodeListQuery>;
export const zCostCodeListResponse = zPage(zCostCode);
export const zCostCodeResponse = z.object({ data: zCostCode, message: z.string() });
