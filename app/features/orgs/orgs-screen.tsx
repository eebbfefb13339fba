import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { Card } from '../../../design-system/card/card';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { TextField } from '../../../design-system/field/text-field';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { canAnywhere, isInternalUser } from '../../access/actor';
import { errorText } from '../../api/api-error';
import { useOrgList } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ScreenFallback } from '../../navigation/route-gate';
import { selectOrg } from '../../session/load-session';
import { landingForOrg } from '../../session/post-login';
import { goTo } from '../../session/sign-in';
import { OrgRow } from './org-row';

const PAGE_SIZE = 20;

/** /orgs: provider staff see every organisation, others their own; choosing one switches to it. */
export default function OrgsScreen() {
  const profile = useProfile();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const list = useOrgList({ page, search: debounced, limit: PAGE_SIZE });
  if (!profile) return null;
  const internal = isInternalUser(profile);

  const open = (orgId: number) => {
    selectOrg(orgId);
    goTo(landingForOrg(profile, orgId));
  };
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  const meta = list.data?.meta;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Organisations"
        description={
          internal ? 'Every organisation on Crewcard.' : 'The organisations you belong to.'
        }
        actions={
          canAnywhere(profile, 'create-org') ? (
            <Button asChild>
              <Link to="/org">Create organisation</Link>
            </Button>
          ) : undefined
        }
      />
      <div className="flex max-w-md items-end gap-2">
        <TextField
          label="Search organisations"
          type="search"
          placeholder="Name"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
          fieldClassName="flex-1"
          endAdornment={
            search ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label="Clear search"
                onClick={() => changeSearch('')}
              >
                <X aria-hidden="true" />
              </Button>
            ) : (
              <Search aria-hidden="true" className="mr-2 size-4 text-text-subtle" />
            )
          }
        />
      </div>
      {list.isError && <Alert tone="danger">{errorText(list.error)}</Alert>}
      {list.isPending && <ScreenFallback />}
      {list.data && list.data.data.length === 0 && (
        <EmptyState
          title={debounced ? 'No organisations found' : 'No organisations yet'}
          description={
            debounced
              ? `Nothing matches “${debounced}”.`
              : 'Organisations you join or create show here.'
          }
        />
      )}
      {list.data && list.data.data.length > 0 && (
        <Card className="overflow-hidden p-0">
          <ul aria-label="Organisations" className="divide-y divide-border">
            {list.data.data.map((org) => (
              <OrgRow key={org.id} org={org} onOpen={() => open(org.id)} />
            ))}
          </ul>
        </Card>
      )}
      {meta && meta.last_page > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-4">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <p className="text-sm text-text-muted">
            Page {meta.current_page} of {meta.last_page}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
