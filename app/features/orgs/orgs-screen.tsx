import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { Card } from '../../../design-system/card/card';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Pagination } from '../../../design-system/pagination/pagination';
import { SearchInput } from '../../../design-system/search-input/search-input';
import { Skeleton, SkeletonGroup } from '../../../design-system/skeleton/skeleton';
import { canAnywhere } from '../../access/actor';
import { errorText } from '../../api/api-error';
import { useOrgList } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { selectOrg } from '../../session/load-session';
import { OrgRow } from './org-row';
import { orgCountText } from './org-labels';

export const ORGS_PAGE_SIZE = 20;

/**
 * /orgs: every organisation, for provider staff (the route lets nobody else in). Searched by name
 * 700 ms after typing, a page at a time; opening one shows /org/{orgId}, from where staff act on it.
 */
export default function OrgsScreen() {
  const profile = useProfile();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useOrgList({ page, search, limit: ORGS_PAGE_SIZE });
  if (!profile) return null;

  const meta = list.data?.meta;
  const orgs = list.data?.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Organisations"
        description="Every organisation on Crewcard. Open one to see its team and act on it."
        actions={
          canAnywhere(profile, 'org.create') ? (
            <Button asChild>
              <Link to="/org">Create organisation</Link>
            </Button>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <SearchInput
          label="Search organisations"
          placeholder="Organisation name"
          fieldClassName="w-full sm:max-w-sm"
          onSearch={(text) => {
            setSearch(text.trim());
            setPage(1);
          }}
        />
        {/* Read out as the results change; nothing when the empty state says it already. */}
        <p className="text-sm text-text-muted sm:pb-2.5" aria-live="polite">
          {meta && meta.total > 0 ? orgCountText(meta.total, search) : ''}
        </p>
      </div>
      {list.isError && <Alert tone="danger">{errorText(list.error)}</Alert>}
      {list.isPending && <OrgListSkeleton />}
      {list.isSuccess && orgs.length === 0 && (
        <EmptyState
          icon={<Building2 />}
          title={search ? 'No organisations found' : 'No organisations yet'}
          description={
            search
              ? `No organisation’s name contains “${search}”.`
              : 'Organisations show here once someone signs up or staff create one.'
          }
        />
      )}
      {orgs.length > 0 && (
        <Card className="overflow-hidden p-0">
          <ul
            aria-label="Organisations"
            aria-busy={list.isFetching}
            className="divide-y divide-border"
          >
            {orgs.map((org) => (
              <OrgRow key={org.id} org={org} onOpen={() => selectOrg(org.id)} />
            ))}
          </ul>
        </Card>
      )}
      {meta && (
        <Pagination
          aria-label="Organisation pages"
          className="self-center"
          pageCount={meta.last_page}
          page={page}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}

function OrgListSkeleton() {
  return (
    <SkeletonGroup label="Loading organisations">
      <Card className="flex flex-col divide-y divide-border p-0">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex items-center gap-4 px-4 py-4 sm:px-5">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
            <Skeleton className="h-5 w-16" />
          </div>
        ))}
      </Card>
    </SkeletonGroup>
  );
}
