import { useId, useMemo, useState } from 'react';
import { CheckCheck, X } from 'lucide-react';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCard, TimeCardFilters } from '../../../../contract/time-cards';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { errorText } from '../../../api/api-error';
import { useApproveTimeCards, useTimeCards } from '../../../api/time-cards';
import { ListScreen } from '../../../lists/list-screen';
import { useGridPaging } from '../../../lists/use-paged-list';
import { approvalPlan } from './approval-plan';
import { cardColumns, cardLabel, cardPhoneColumns, type CardColumnContext } from './card-columns';

const GRID_ID = 'time-card-range-cards';
/** A page of cards: a crew's day or a member's month on one page, still quick to read. */
const CARDS_PAGE_SIZE = 50;

/** What the last Approve did, in words. */
type ApprovalOutcome = {
  tone: 'success' | 'warning' | 'danger';
  title: string;
  lines: string[];
};

export type RangeCardsProps = CardColumnContext & {
  /** The range and the summary's filters, as GET time_cards takes them. */
  listed: TimeCardFilters & { start_dt_unix: number; end_dt_unix: number };
  /** The member chosen in the grid (their cards alone), or null for everyone's. */
  member: { employeeId: number; name: string } | null;
  onShowEveryone: () => void;
  /** Time approvers select cards and approve them. */
  canApprove: boolean;
  /** The viewer's own record in the organisation (nobody approves their own card). */
  viewerEmployeeId: number | null;
};

/**
 * The cards of the range (or of one member), a page at a time from the server, with their
 * clock-in and clock-out, breaks, project, worked and paid time, status, approval and
 * exceptions, each opening its card. Time approvers select cards (the header box: the page's)
 * and approve them; what was approved and what was left out, and why, is said above the grid.
 */
export function RangeCards({
  listed,
  member,
  onShowEveryone,
  canApprove,
  viewerEmployeeId,
  ...context
}: RangeCardsProps) {
  const titleId = useId();
  const paging = useGridPaging(GRID_ID, CARDS_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<ApprovalOutcome | null>(null);
  const approve = useApproveTimeCards(context.orgId);
  const { orgId, timeZone, projectNames } = context;

  // Other dates, filters or member: the list starts again at page 1 with nothing selected.
  const asked = useMemo(
    () => ({ ...listed, ...(member && { employee_ids: [member.employeeId] }) }),
    [listed, member],
  );
  const askedKey = JSON.stringify(asked);
  const [shownKey, setShownKey] = useState(askedKey);
  if (shownKey !== askedKey) {
    setShownKey(askedKey);
    paging.setPage(1);
    setSelected([]);
  }
  const query = useTimeCards({ orgId, ...asked, page: paging.page, limit: paging.pageSize });
  paging.keepPageInRange(query.data?.meta);
  const cards = useMemo(() => query.data?.data ?? [], [query.data]);

  const wide = useMemo(
    () => cardColumns({ orgId, timeZone, projectNames }),
    [orgId, timeZone, projectNames],
  );
  const phone = useMemo(
    () => cardPhoneColumns({ orgId, timeZone, projectNames }, canApprove),
    [orgId, timeZone, projectNames, canApprove],
  );
  const title = member ? `${member.name}’s time cards` : 'Time cards';

  const runApproval = async (rowIds: string[]) => {
    const chosen = new Set(rowIds.map(Number));
    const plan = approvalPlan(
      cards.filter((card) => chosen.has(card.id)),
      viewerEmployeeId,
    );
    const lines = plan.refusals.map(
      ({ card, reason }) => `${cardLabel(card, timeZone)}: ${reason}`,
    );
    if (plan.alreadyApproved.length > 0)
      lines.push(
        plan.alreadyApproved.length === 1
          ? '1 time card was already approved.'
          : `${plan.alreadyApproved.length} time cards were already approved.`,
      );
    let approved = 0;
    try {
      for (const batch of plan.batches) {
        await approve.mutateAsync({ time_card_ids: batch });
        approved += batch.length;
      }
    } catch (error) {
      setOutcome({
        tone: 'danger',
        title:
          approved > 0
            ? `${TIME_CARD_TEXT.approved(approved)} The rest could not be approved.`
            : 'The time cards could not be approved.',
        lines: [errorText(error), ...lines],
      });
      return;
    }
    setSelected([]);
    setOutcome({
      tone: plan.refusals.length > 0 ? 'warning' : 'success',
      title: approved > 0 ? TIME_CARD_TEXT.approved(approved) : 'No time cards were approved.',
      lines,
    });
  };

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-text">
          {title}
        </h2>
        {member && (
          <Button variant="secondary" size="sm" onClick={onShowEveryone}>
            <X aria-hidden="true" />
            Show everyone’s cards
          </Button>
        )}
      </div>
      {/* Exists before an outcome does, so the outcome is read out when it appears. */}
      <div aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone} title={outcome.title}>
            {outcome.lines.length > 0 && (
              <ul className="list-disc pl-4">
                {outcome.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>
      <ListScreen<TimeCard>
        query={query}
        errorTitle="The time cards could not be loaded"
        loadingLabel="Loading time cards"
        skeletonRows={6}
        paging={{
          ...paging,
          // Another page: the selection was of the page left.
          setPage: (page) => {
            setSelected([]);
            paging.setPage(page);
          },
          setPageSize: (size) => {
            setSelected([]);
            paging.setPageSize(size);
          },
        }}
        total={query.data?.meta.total ?? 0}
        phoneColumns={phone}
        grid={{
          gridId: GRID_ID,
          label: title,
          columns: wide,
          rows: cards,
          getRowId: (card) => String(card.id),
          getRowLabel: (card) => cardLabel(card, timeZone),
          emptyMessage: 'No time cards in these dates.',
          ...(canApprove && {
            enableRowSelection: true,
            selectedRowIds: selected,
            onSelectedRowIdsChange: setSelected,
            bulkActions: [
              {
                label: approve.isPending ? 'Approving…' : 'Approve',
                icon: <CheckCheck aria-hidden="true" />,
                isDisabled: approve.isPending,
                onSelect: (rowIds) => void runApproval(rowIds),
              },
            ],
          }),
        }}
      />
    </section>
  );
}
