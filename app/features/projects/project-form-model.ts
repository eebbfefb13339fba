import type { AddressInput, Project } from '../../../contract/projects';
import type { Place } from '../../../design-system/address-autocomplete/address-model';

/** The API's address from a chosen place. */
export function addressBody(place: Place): AddressInput {
  return {
    place_id: place.place_id || null,
    formatted_place_name: place.formatted_place_name || null,
    street: place.street ?? null,
    city: place.city ?? null,
    state: place.state ?? null,
    postcode: place.postcode ?? null,
    country: place.country || null,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** The form's text values of a project (or a new one). */
export type ProjectFormValues = {
  name: string;
  number: string;
  customerId: string | null;
  groupId: string | null;
  startDate: string;
  endDate: string;
  budgetHours: number | null;
  labourBudgetDollars: number | null;
  notes: string;
  /** The assigned managers' employee ids. */
  managerIds: string[];
};

export function projectFormValues(project: Project | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    number: project?.number ?? '',
    customerId: project?.customer_id ? String(project.customer_id) : null,
    groupId: project?.project_group_id ? String(project.project_group_id) : null,
    startDate: project?.start_date ?? '',
    endDate: project?.end_date ?? '',
    budgetHours: project?.budget_hours ?? null,
    labourBudgetDollars:
      project?.labour_budget_cents === null || project?.labour_budget_cents === undefined
        ? null
        : project.labour_budget_cents / 100,
    notes: project?.notes ?? '',
    managerIds: (project?.manager_ids ?? []).map(String),
  };
}

/**
 * The body of a save; budget fields only for those who see money and managers only for those who
 * assign them (the server refuses others).
 */
export function projectBody(
  values: ProjectFormValues,
  place: Place | null,
  abilities: { canSeeMoney: boolean; canAssignManagers: boolean },
) {
  return {
    name: values.name,
    number: values.number,
    customer_id: values.customerId ? Number(values.customerId) : null,
    project_group_id: values.groupId ? Number(values.groupId) : null,
    address: place ? addressBody(place) : null,
    start_date: values.startDate,
    end_date: values.endDate,
    notes: values.notes,
    ...(abilities.canAssignManagers ? { manager_ids: values.managerIds.map(Number) } : {}),
    ...(abilities.canSeeMoney
      ? {
          budget_hours: values.budgetHours,
          labour_budget_cents:
            values.labourBudgetDollars === null
              ? null
              : Math.round(values.labourBudgetDollars * 100),
        }
      : {}),
  };
}
