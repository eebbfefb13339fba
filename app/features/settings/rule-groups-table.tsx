import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { FeatureKey } from '../../../contract/plans';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import { useToast } from '../../../design-system/toast/toast';
import type { RuleGroupKind } from '../../api/keys';
import { useDeleteRuleGroup } from '../../api/rule-groups';
import { usePlanLock } from './plan-lock';

type Group = { id: number; name: string; is_organization_default: boolean; employee_count: number };

export type RuleGroupsTableProps<G extends Group> = {
  orgId: number;
  kind: RuleGroupKind;
  /** The groups, the default first. */
  groups: readonly G[] | undefined;
  isLoading: boolean;
  /** The table's name: 'Time clock rule groups'. */
  label: string;
  /** The plan feature that writes need. */
  feature: FeatureKey;
  /** Extra columns: their headers and each group's cells. */
  columns: { header: string; cell: (group: G) => ReactNode }[];
  /** The dialog that adds (null) or edits a group. */
  renderDialog: (group: G | null, close: () => void) => ReactNode;
};

/**
 * The rule groups of one kind: name, members and the caller's columns, with Add, Edit and
 * Delete (never the default's). Writes sit behind the upgrade prompt of the kind's feature.
 */
export function RuleGroupsTable<G extends Group>({
  orgId,
  kind,
  groups,
  isLoading,
  label,
  feature,
  columns,
  renderDialog,
}: RuleGroupsTableProps<G>) {
  const { lock } = usePlanLock(orgId);
  const [editing, setEditing] = useState<{ group: G | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<G | null>(null);
  const remove = useDeleteRuleGroup(orgId, kind);
  const toast = useToast();

  return (
    <section aria-label={label} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-text">{label}</h2>
        {lock(
          feature,
          <Button onClick={() => setEditing({ group: null, key: Date.now() })}>
            <Plus aria-hidden="true" />
            Add rule group
          </Button>,
        )}
      </div>
      {/* relative: the header's sr-only text is placed inside the scroller, not past the page. */}
      <div className="relative overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm" aria-busy={isLoading || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-sunken text-left text-text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Team members
              </th>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className="px-4 py-2 font-medium whitespace-nowrap"
                >
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-4 py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {isLoading && (
              <tr>
                <td colSpan={columns.length + 3} className="px-4 py-6 text-text-muted">
                  Loading…
                </td>
              </tr>
            )}
            {groups?.map((group) => (
              <tr key={group.id} className="border-t border-border">
                <th scope="row" className="min-w-40 px-4 py-3 text-left font-medium text-text">
                  {group.name} {group.is_organization_default && <Badge>Default</Badge>}
                </th>
                <td className="px-4 py-3">{group.employee_count}</td>
                {columns.map((column) => (
                  <td key={column.header} className="px-4 py-3 whitespace-nowrap">
                    {column.cell(group)}
                  </td>
                ))}
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    {lock(
                      feature,
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${group.name}`}
                        onClick={() => setEditing({ group, key: Date.now() })}
                      >
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>,
                    )}
                    {!group.is_organization_default &&
                      lock(
                        feature,
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Delete ${group.name}`}
                          onClick={() => setDeleting(group)}
                        >
                          <Trash2 aria-hidden="true" />
                          Delete
                        </Button>,
                      )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <div key={editing.key}>{renderDialog(editing.group, () => setEditing(null))}</div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'rule group'}?`}
        message="Its team members will follow the default group."
        confirmLabel="Delete rule group"
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await remove.mutateAsync(deleting.id);
          toast.success(answer.message);
        }}
      />
    </section>
  );
}
