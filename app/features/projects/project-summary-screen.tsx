import { useParams } from 'react-router-dom';
import { Pencil } from 'lucide-react';
import { metersToFeet } from '../../../contract/geofence';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../design-system/card/card';
import { LazyGeoMap } from '../../../design-system/geo-map/lazy-geo-map';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Stat } from '../../../design-system/stat/stat';
import { useProject, useWorkSites } from '../../api/projects';
import { MAP_TILES } from '../../lib/map-tiles';
import { ArchiveStatusBadge } from '../../lists/archive-status-column';
import { datesText, dollarsText, hoursText } from './project-columns';
import { editProjectPath } from './project-paths';
import { ProjectTrackingGate, useProjectAbilities } from './project-tracking-gate';
import { DetailRows } from '../../lists/detail-rows';

/** /org/{orgId}/project/{projectId}/summary: details, work sites on a map, budget for 15. */
export default function ProjectSummaryScreen() {
  const params = useParams();
  const orgId = Number(params.orgId);
  const projectId = Number(params.projectId);
  return (
    <ProjectTrackingGate orgId={orgId}>
      <ProjectSummary orgId={orgId} projectId={projectId} />
    </ProjectTrackingGate>
  );
}

function ProjectSummary({ orgId, projectId }: { orgId: number; projectId: number }) {
  const { canSeeMoney } = useProjectAbilities(orgId);
  const project = useProject(orgId, projectId).data?.data;
  const sites = useWorkSites(orgId, projectId).data?.data ?? [];
  if (!project) return null;
  const activeSites = sites.filter((site) => site.archived_at_unix === null);
  const details: Array<[string, string]> = [
    ['Number', project.number ?? '—'],
    ['Customer', project.customer_name ?? '—'],
    ['Group', project.project_group_name ?? '—'],
    ['Address', project.address?.formatted_place_name ?? '—'],
    ['Dates', datesText(project)],
    ['Notes', project.notes ?? '—'],
  ];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={project.name}
        description={project.customer_name ?? undefined}
        actions={
          project.can_edit ? (
            <Button asChild>
              <a href={editProjectPath(orgId, project.id)}>
                <Pencil aria-hidden="true" />
                Edit project
              </a>
            </Button>
          ) : null
        }
      />
      <div>
        <ArchiveStatusBadge archivedAtUnix={project.archived_at_unix} />
      </div>
      {canSeeMoney && (
        <section aria-label="Budget" className="grid gap-4 sm:grid-cols-2">
          <Stat label="Budget hours" value={hoursText(project.budget_hours)} />
          <Stat label="Labour budget" value={dollarsText(project.labour_budget_cents)} />
        </section>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>
            <DetailRows rows={details} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Work sites</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <LazyGeoMap
              aria-label="Work sites of the project"
              className="h-72"
              {...MAP_TILES}
              places={activeSites.map((site) => ({
                id: site.id,
                label: site.name,
                latitude: site.latitude,
                longitude: site.longitude,
                radiusMeters: site.geofence_radius_meters,
                tone: site.enabled ? 'primary' : 'neutral',
              }))}
              emptyText="No work sites yet"
            />
            <ul className="flex flex-col gap-1 text-sm">
              {activeSites.map((site) => (
                <li key={site.id}>
                  <span className="font-medium">{site.name}</span>
                  <span className="text-text-muted">
                    {' '}
                    ·{' '}
                    {Math.round(metersToFeet(site.geofence_radius_meters)).toLocaleString(
                      'en-US',
                    )}{' '}
                    ft geofence{site.enabled ? '' : ' (off)'}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
