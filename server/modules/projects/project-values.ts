import type { Updateable } from 'kysely';
import type { Address, AddressInput, Project, ProjectPatch } from '../../../contract/projects';
import type { ProjectRow } from './project-rows';
import type { AddressColumns, ProjectTable } from './projects.tables';

/** The address columns of an address (all null without one). */
export function addressColumns(
  address: AddressInput | null,
): AddressColumns & { latitude: number | null; longitude: number | null } {
  return {
    place_id: address?.place_id ?? null,
    formatted_place_name: address?.formatted_place_name ?? null,
    street: address?.street ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    postcode: address?.postcode ?? null,
    country: address?.country ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
  };
}

/** The address of a row: none without coordinates. */
export function addressOf(
  row: AddressColumns & { latitude: number | null; longitude: number | null },
): Address | null {
  if (row.latitude === null || row.longitude === null) return null;
  return {
    place_id: row.place_id,
    formatted_place_name: row.formatted_place_name,
    street: row.street,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** What the caller sees of a project: budget fields only with permission 15. */
export function toProject(
  row: ProjectRow,
  extra: { canEdit: boolean; financials: boolean },
): Project {
  const project: Project = {
    id: row.id,
    org_id: row.org_id,
    name: row.name,
    number: row.number,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    project_group_id: row.project_group_id,
    project_group_name: row.project_group_name,
    address: addressOf(row),
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.archived_at_unix === null ? 'active' : 'archived',
    is_archived: row.archived_at_unix !== null,
    notes: row.notes,
    manager_ids: row.manager_ids,
    work_sites_count: row.work_sites_count,
    can_edit: extra.canEdit,
    last_activity_at_unix: row.last_activity_at_unix,
    auto_archived: row.auto_archived === 1,
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
    archived_at_unix: row.archived_at_unix,
  };
  if (extra.financials) {
    project.budget_hours = row.budget_hours;
    project.labour_budget_cents =
      row.labour_budget_cents === null ? null : Number(row.labour_budget_cents);
  }
  return project;
}

/** The columns a change writes: only those of the fields sent (archiving aside). */
export function updateColumns(patch: ProjectPatch): Updateable<ProjectTable> {
  const values: Updateable<ProjectTable> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.number !== undefined) values.number = patch.number;
  if (patch.customer_id !== undefined) values.customer_id = patch.customer_id;
  if (patch.project_group_id !== undefined) values.project_group_id = patch.project_group_id;
  if (patch.address !== undefined) Object.assign(values, addressColumns(patch.address));
  if (patch.start_date !== undefined) values.start_date = patch.start_date;
  if (patch.end_date !== undefined) values.end_date = patch.end_date;
  if (patch.budget_hours !== undefined) values.budget_hours = patch.budget_hours;
  if (patch.labour_budget_cents !== undefined)
    values.labour_budget_cents = patch.labour_budget_cents;
  if (patch.notes !== undefined) values.notes = patch.notes;
  return values;
}

/** Whether the patch archives (true), restores (false) or leaves it (undefined). */
export function archiveIntent(patch: ProjectPatch): boolean | undefined {
  if (patch.is_archived !== undefined) return patch.is_archived;
  if (patch.status !== undefined) return patch.status === 'archived';
  return undefined;
}

/** What the audit log keeps of a project. */
export function snapshot(project: Project) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, can_edit: _e, ...rest } = project;
  return rest;
}
