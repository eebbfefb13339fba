import type { CostCode } from '../../../../contract/cost-codes';
import type { Project } from '../../../../contract/projects';
import { Select } from '../../../../design-system/select/select';
import type { SelectOption } from '../../../../design-system/select/select-model';
import { useWorkSites } from '../../../api/projects';

/** Where time goes: a project, one of its work sites, a cost code; null for none. */
export type Target = {
  projectId: number | null;
  workSiteId: number | null;
  jobCodeId: number | null;
};
export const NO_TARGET: Target = { projectId: null, workSiteId: null, jobCodeId: null };

/** The body fields of a target, as the server names them in field hints. */
export const TARGET_FIELDS = ['org_project_id', 'work_site_id', 'job_code_id'] as const;

/** A cost code may go on a project when it names no projects (all) or names this one. */
export function costCodeFits(code: CostCode, projectId: number | null): boolean {
  return (
    code.project_ids.length === 0 || (projectId !== null && code.project_ids.includes(projectId))
  );
}

/** Long lists get a search box; short ones are quicker to scan. */
const SEARCH_FROM = 8;
const optionOf = (value: number, label: string): SelectOption => ({ value: String(value), label });
const idOf = (value: string | null) => (value === null ? null : Number(value));

export type TargetFieldsProps = {
  orgId: number;
  /** The projects in use; no project picker when empty. */
  projects: readonly Project[];
  /** The cost codes in use; no cost code picker when none fits. */
  costCodes: readonly CostCode[];
  value: Target;
  onValueChange: (value: Target) => void;
  /** The server's hints by body field (org_project_id, work_site_id, job_code_id). */
  errors: Partial<Record<string, string>>;
  /** A switch always names a project; the member's rules may ask one at clock-in. */
  isProjectRequired?: boolean;
  /** The member's rules ask a cost code (contract/clock-needs.ts). */
  isCostCodeRequired?: boolean;
  /** Only the cost code is asked (clock-out). */
  costCodeOnly?: boolean;
  /** The stem of the pickers' ids, unique on the page. */
  idPrefix: string;
};

/**
 * The project, work site and cost code pickers of a clock action. Choosing another project
 * drops a work site of the old one and a cost code the new one does not allow; the work site
 * picker shows only for a project with sites in use. The fields the member's rules require
 * (GET time_cards/clock_needs) show as required; the server still says what is missing on the
 * field ("Please choose a project: …").
 */
export function TargetFields({
  orgId,
  projects,
  costCodes,
  value,
  onValueChange,
  errors,
  isProjectRequired = false,
  isCostCodeRequired = false,
  costCodeOnly = false,
  idPrefix,
}: TargetFieldsProps) {
  const showsProjects = !costCodeOnly && projects.length > 0;
  const sites = useWorkSites(orgId, showsProjects ? value.projectId : null).data?.data ?? [];
  const siteOptions = sites
    .filter((site) => site.archived_at_unix === null)
    .map((site) => optionOf(site.id, site.name));
  const codeOptions = costCodes
    .filter((code) => costCodeFits(code, value.projectId))
    .map((code) => optionOf(code.id, `${code.code} · ${code.name}`));

  const chooseProject = (projectId: number | null) => {
    const code = costCodes.find((each) => each.id === value.jobCodeId);
    onValueChange({
      projectId,
      workSiteId: projectId === value.projectId ? value.workSiteId : null,
      jobCodeId: code && costCodeFits(code, projectId) ? value.jobCodeId : null,
    });
  };

  return (
    <>
      {showsProjects && (
        <Select
          id={`${idPrefix}-project`}
          label="Project"
          isOptional={!isProjectRequired}
          isClearable={!isProjectRequired}
          isSearchable={projects.length >= SEARCH_FROM}
          placeholder={isProjectRequired ? 'Choose a project' : 'No project'}
          options={projects.map((project) => optionOf(project.id, project.name))}
          value={value.projectId === null ? null : String(value.projectId)}
          onValueChange={(next) => chooseProject(idOf(next))}
          error={errors.org_project_id}
        />
      )}
      {showsProjects && value.projectId !== null && siteOptions.length > 0 && (
        <Select
          id={`${idPrefix}-work-site`}
          label="Work site"
          isOptional
          isClearable
          placeholder="No work site"
          options={siteOptions}
          value={value.workSiteId === null ? null : String(value.workSiteId)}
          onValueChange={(next) => onValueChange({ ...value, workSiteId: idOf(next) })}
          error={errors.work_site_id}
        />
      )}
      {codeOptions.length > 0 && (
        <Select
          id={`${idPrefix}-cost-code`}
          label="Cost code"
          isOptional={!isCostCodeRequired}
          isClearable={!isCostCodeRequired}
          isSearchable={codeOptions.length >= SEARCH_FROM}
          placeholder={isCostCodeRequired ? 'Choose a cost code' : 'No cost code'}
          options={codeOptions}
          value={value.jobCodeId === null ? null : String(value.jobCodeId)}
          onValueChange={(next) => onValueChange({ ...value, jobCodeId: idOf(next) })}
          error={errors.job_code_id}
        />
      )}
    </>
  );
}

/** The target of a body, as the clock calls take it. */
export function targetBody(target: Target) {
  return {
    org_project_id: target.projectId,
    work_site_id: target.workSiteId,
    job_code_id: target.jobCodeId,
  };
}
