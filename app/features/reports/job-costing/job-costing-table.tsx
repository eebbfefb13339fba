import { Fragment, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { JobCosting, JobCostingProject, LabourCost } from '../../../../contract/job-costing';
import { Badge } from '../../../../design-system/badge/badge';
import type { TimeDisplay } from '../../../../design-system/format/format-hours';
import { cn } from '../../../../design-system/lib/cn';
import { hoursCell, moneyText, percentText } from '../shared/report-format';
import { budgetState, projectKey } from './job-costing-model';
import { ScrollRegion } from '../shared/scroll-region';

export type JobCostingTableProps = {
  costing: JobCosting;
  display: TimeDisplay;
};

const STICKY = 'sticky left-0 z-[1] bg-surface shadow-[inset_-1px_0_0_var(--cc-border)]';
const NUM = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
const HEADERS = [
  'Hours',
  'Regular',
  'Overtime',
  'Double time',
  'Budget hours',
  'Labor cost',
  'Overtime cost',
  'Labor budget',
];

const BUDGET_TONE = { over: 'danger', near: 'warning', under: 'neutral' } as const;

function Used({ share }: { share: number | null }) {
  const state = budgetState(share);
  if (share === null || state === null) return null;
  return (
    <>
      {' '}
      <Badge tone={BUDGET_TONE[state]} className="ml-1">
        {percentText(share)}
        {state === 'over' ? ' · over' : ''}
        <span className="sr-only"> used</span>
      </Badge>
    </>
  );
}

/** The hours and cost cells every row has (a project, a cost code, the totals). */
function CostCells({ cost, display }: { cost: LabourCost; display: TimeDisplay }) {
  return (
    <>
      <td className={NUM}>{hoursCell(cost.worked_seconds, display)}</td>
      <td className={NUM}>{hoursCell(cost.regular_seconds, display)}</td>
      <td className={NUM}>{hoursCell(cost.overtime_seconds, display)}</td>
      <td className={NUM}>{hoursCell(cost.double_time_seconds, display)}</td>
    </>
  );
}

/**
 * Labor by project: hours by class, labor cost and its overtime share, and each project's hours
 * and labor budgets with the share the range used; a project's row opens to its cost codes.
 * Hours of members without a pay record are counted, not costed, and say so.
 */
export function JobCostingTable({ costing, display }: JobCostingTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <ScrollRegion label="Labor by project">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          Labor hours and cost by project, against each project’s budget. Open a project to see its
          cost codes.
        </caption>
        <thead className="bg-surface-sunken text-text-muted">
          <tr>
            <th
              scope="col"
              className={`${STICKY} bg-surface-sunken px-3 py-2 text-left font-medium`}
            >
              Project
            </th>
            {HEADERS.map((header) => (
              <th
                key={header}
                scope="col"
                className="px-3 py-2 text-right font-medium whitespace-nowrap"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {costing.projects.map((project) => {
            const key = projectKey(project);
            const isOpen = open.has(key);
            const codesId = `job-costing-codes-${key}`;
            return (
              <Fragment key={key}>
                <tr className="border-t border-border">
                  <th scope="row" className={`${STICKY} min-w-48 px-3 py-2 text-left font-medium`}>
                    {project.cost_codes.length > 0 ? (
                      <button
                        type="button"
                        // The name holds the visible text (voice control users say it).
                        aria-label={`Cost codes for ${project.name}`}
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? codesId : undefined}
                        onClick={() => toggle(key)}
                        // Escape folds the open rows back, as it closes the app's other disclosures.
                        onKeyDown={(event) => {
                          if (event.key === 'Escape' && isOpen) {
                            event.preventDefault();
                            toggle(key);
                          }
                        }}
                        className="inline-flex items-center gap-1 rounded-sm text-left text-text hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {isOpen ? (
                          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
                        ) : (
                          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                        )}
                        {project.name}
                      </button>
                    ) : (
                      <span className="pl-5">{project.name}</span>
                    )}
                    <Uncosted cost={project} display={display} />
                  </th>
                  <ProjectCells project={project} display={display} />
                </tr>
                {isOpen &&
                  project.cost_codes.map((code, index) => (
                    <tr
                      key={code.job_code_id ?? 'none'}
                      id={index === 0 ? codesId : undefined}
                      className="border-t border-border/60 bg-surface-sunken/40 text-text-muted"
                    >
                      <th
                        scope="row"
                        className={cn(STICKY, 'px-3 py-1.5 pl-10 text-left font-normal')}
                      >
                        {code.job_code_id === null ? 'No cost code' : `${code.code} ${code.name}`}
                        <Uncosted cost={code} display={display} />
                      </th>
                      <CostCells cost={code} display={display} />
                      <td className={NUM}>—</td>
                      <td className={NUM}>{moneyText(code.labour_cost_cents)}</td>
                      <td className={NUM}>{moneyText(code.premium_cents)}</td>
                      <td className={NUM}>—</td>
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-semibold">
            <th scope="row" className={`${STICKY} px-3 py-2 text-left`}>
              All projects
              <Uncosted cost={costing.totals} display={display} />
            </th>
            <CostCells cost={costing.totals} display={display} />
            <td className={NUM}>—</td>
            <td className={NUM}>{moneyText(costing.totals.labour_cost_cents)}</td>
            <td className={NUM}>{moneyText(costing.totals.premium_cents)}</td>
            <td className={NUM}>—</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

function ProjectCells({ project, display }: { project: JobCostingProject; display: TimeDisplay }) {
  return (
    <>
      <CostCells cost={project} display={display} />
      <td className={NUM}>
        {project.budget_hours === null
          ? '—'
          : hoursCell(Math.round(project.budget_hours * 3600), display)}
        <Used share={project.budget_hours_used} />
      </td>
      <td className={NUM}>{moneyText(project.labour_cost_cents)}</td>
      <td className={NUM}>{moneyText(project.premium_cents)}</td>
      <td className={NUM}>
        {project.labour_budget_cents === null ? '—' : moneyText(project.labour_budget_cents)}
        <Used share={project.labour_budget_used} />
      </td>
    </>
  );
}

/** Hours counted without a cost (no pay record on file). */
function Uncosted({ cost, display }: { cost: LabourCost; display: TimeDisplay }) {
  if (cost.uncosted_seconds === 0) return null;
  return (
    <span className="block text-xs font-normal text-warning">
      {hoursCell(cost.uncosted_seconds, display)} without a pay record, not costed
    </span>
  );
}
