import { useMemo, useState } from 'react';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { can } from '../../../contract/access';
import type { CompanyLocation } from '../../../contract/company-locations';
import { Button } from '../../../design-system/button/button';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import type { DataGridRowAction } from '../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { useToast } from '../../../design-system/toast/toast';
import { actorFor } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { useCompanyLocations, useDeleteCompanyLocation } from '../../api/reference-data';
import { ListScreen } from '../../lists/list-screen';
import { useItemDialog } from '../../lists/use-item-dialog';
import { useGridPaging } from '../../lists/use-paged-list';
import { companyLocationColumns, companyLocationPhoneColumns } from './company-location-columns';
import { CompanyLocationFormDialog } from './company-location-form-dialog';

export const COMPANY_LOCATIONS_GRID_ID = 'company-locations';

export type CompanyLocationsPanelProps = {
  orgId: number;
  /**
   * Whether the viewer may add, edit and delete locations (permission 8). Worked out from the
   * signed-in member when not given.
   */
  canManage?: boolean;
};

/**
 * The organisation's company locations (offices and yards with a geofence), for the settings
 * hub's Company tab: search by name, the grid, and for managers add, edit and delete.
 */
export function CompanyLocationsPanel({
  orgId,
  canManage: canManageProp,
}: CompanyLocationsPanelProps) {
  const toast = useToast();
  const profile = useProfile();
  const org = useOrg(orgId).data;
  const actor = profile ? actorFor(profile, orgId) : null;
  const canManage = canManageProp ?? (actor !== null && can(actor, 'orgSettings.edit'));
  const paging = useGridPaging(COMPANY_LOCATIONS_GRID_ID);
  const [search, setSearch] = useState('');
  const query = useCompanyLocations({
    orgId,
    page: paging.page,
    limit: paging.pageSize,
    name: search,
  });
  paging.keepPageInRange(query.data?.meta);
  const deleteLocation = useDeleteCompanyLocation(orgId);
  const editing = useItemDialog<CompanyLocation>();
  const deleting = useItemDialog<CompanyLocation>();
  const columns = useMemo(() => companyLocationColumns(), []);
  const phoneColumns = useMemo(() => companyLocationPhoneColumns(), []);
  const { openFor: openEditor } = editing;
  const { openFor: openDeleting } = deleting;
  const rowActions = useMemo<DataGridRowAction<CompanyLocation>[]>(
    () => [
      { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: (item) => openEditor(item) },
      {
        label: 'Delete',
        icon: <Trash2 aria-hidden="true" />,
        tone: 'danger',
        onSelect: (item) => openDeleting(item),
      },
    ],
    [openEditor, openDeleting],
  );

  const addButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Add location
    </Button>
  ) : null;

  return (
    <ListScreen<CompanyLocation>
      label="Company locations"
      search={{
        label: 'Search company locations',
        placeholder: 'Name',
        onSearch: (text) => {
          setSearch(text.trim());
          paging.setPage(1);
        },
      }}
      searchClassName="sm:w-72"
      actions={addButton}
      isToolbarHiddenWhenEmpty
      query={query}
      errorTitle="The company locations could not be loaded"
      loadingLabel="Loading company locations"
      skeletonRows={3}
      isEmpty={query.data?.meta.total === 0 && search === ''}
      empty={
        <EmptyState
          icon={<MapPin />}
          title="No company locations yet"
          description={
            canManage
              ? 'Add your offices and yards with a geofence around each, so time can be checked against where your team is.'
              : 'An administrator has not added any company locations yet.'
          }
          action={addButton}
        />
      }
      paging={paging}
      total={query.data?.meta.total ?? 0}
      phoneColumns={phoneColumns}
      grid={{
        gridId: COMPANY_LOCATIONS_GRID_ID,
        label: 'Company locations',
        columns,
        rows: query.data?.data ?? [],
        getRowId: (location) => String(location.id),
        getRowLabel: (location) => location.name,
        rowActions: canManage ? rowActions : undefined,
        emptyMessage: `No company locations start with “${search}”.`,
      }}
    >
      {canManage && (
        <>
          {editing.key > 0 && (
            <CompanyLocationFormDialog
              key={editing.key}
              orgId={orgId}
              location={editing.item}
              countryCode={org?.country_code}
              open={editing.open}
              onOpenChange={editing.onOpenChange}
            />
          )}
          <ConfirmDialog
            open={deleting.open}
            onOpenChange={deleting.onOpenChange}
            title={`Delete ${deleting.item?.name ?? 'location'}?`}
            message="The location and its geofence are removed. This cannot be undone."
            confirmLabel="Delete location"
            tone="danger"
            onConfirm={async () => {
              if (!deleting.item) return;
              toast.success((await deleteLocation.mutateAsync(deleting.item.id)).message);
            }}
          />
        </>
      )}
    </ListScreen>
  );
}
