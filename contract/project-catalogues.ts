import { z } from 'zod';
import { zCatalogueListQuery } from './catalogue';
import { zOrgIdParams } from './orgs';
import { zPage } from './pagination';
import { zBlankOr, zOptionalLine } from './projects';
import { isDisplayText, REQUIRED_CHECK, RULE_TEXT, zEmail, zMobile } from './validation';

/**
 * Project groups and customers: two archivable catalogues (contract/catalogue.ts) a project
 * points at. Both are part of project tracking; names are unique among those in use.
 */

export const PROJECT_GROUP_NAME_MAX = 80;
export const CUSTOMER_NAME_MAX = 120;
export const CUSTOMER_CONTACT_MAX = 80;

export const PROJECT_GROUP_TEXT = {
  created: 'Project group has been created!',
  updated: 'Project group has been updated!',
  archived: 'Project group has been archived!',
  unarchived: 'Project group has been unarchived!',
  nameLength: `Must be ${PROJECT_GROUP_NAME_MAX} characters or less`,
  nameTaken: 'A project group with this name already exists',
} as const;

export const CUSTOMER_TEXT = {
  created: 'Customer has been created!',
  updated: 'Customer has been updated!',
  archived: 'Customer has been archived!',
  unarchived: 'Customer has been unarchived!',
  nameLength: `Must be ${CUSTOMER_NAME_MAX} characters or less`,
  nameTaken: 'A customer with this name already exists',
  contactLength: `Must be ${CUSTOMER_CONTACT_MAX} characters or less`,
} as const;

const zName = (max: number, lengthText: string) =>
  z
    .string({ error: RULE_TEXT.required })
    .trim()
    .min(1, REQUIRED_CHECK)
    .max(max, lengthText)
    .refine(isDisplayText, RULE_TEXT.displayText);

const zTimes = {
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
};

export const zProjectGroup = z.object({ id: z.number().int(), name: z.string(), ...zTimes });
export type ProjectGroup = z.infer<typeof zProjectGroup>;

export const zProjectGroupIdParams = zOrgIdParams.extend({
  project_group_id: z.coerce.number().int().min(1),
});
export const zProjectGroupCreate = z.object({
  name: zName(PROJECT_GROUP_NAME_MAX, PROJECT_GROUP_TEXT.nameLength),
});
export type ProjectGroupCreate = z.infer<typeof zProjectGroupCreate>;
/** PATCH: rename and/or archive. */
export const zProjectGroupPatch = zProjectGroupCreate
  .extend({ is_archived: z.boolean() })
  .partial();
export type ProjectGroupPatch = z.infer<typeof zProjectGroupPatch>;
export const zProjectGroupListResponse = zPage(zProjectGroup);
export const zProjectGroupResponse = z.object({ data: zProjectGroup, message: z.string() });

export const zCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ...zTimes,
});
export type Customer = z.infer<typeof zCustomer>;

export const zCustomerIdParams = zOrgIdParams.extend({
  customer_id: z.coerce.number().int().min(1),
});

/** Optional contact details: blank means none; given ones follow the email and phone rules. */
const zOptionalEmail = zBlankOr(zEmail);
const zOptionalPhone = zBlankOr(zMobile);

const customerFields = {
  name: zName(CUSTOMER_NAME_MAX, CUSTOMER_TEXT.nameLength),
  contact_name: zOptionalLine(CUSTOMER_CONTACT_MAX, CUSTOMER_TEXT.contactLength),
  email: zOptionalEmail,
  phone: zOptionalPhone,
};
export const zCustomerCreate = z.object({
  ...customerFields,
  contact_name: customerFields.contact_name.default(null),
  email: zOptionalEmail.default(null),
  phone: zOptionalPhone.default(null),
});
export type CustomerCreate = z.infer<typeof zCustomerCreate>;
export const zCustomerPatch = z.object({ ...customerFields, is_archived: z.boolean() }).partial();
export type CustomerPatch = z.infer<typeof zCustomerPatch>;
export const zCustomerListResponse = zPage(zCustomer);
export const zCustomerResponse = z.object({ data: zCustomer, message: z.string() });

/** Both lists take the catalogue query: page, limit, search, is_archived. */
export const zProjectCatalogueQuery = zCatalogueListQuery;
