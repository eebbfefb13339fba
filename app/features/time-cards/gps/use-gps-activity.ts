import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { keys } from '../../../api/keys';

/**
 * GET /orgs/{org_id}/time_cards/{time_card_id}/gps_activity. Keyed under the card, so every
 * time-card write (which makes all of the organisation's cards stale) refreshes it too.
 */
export function useGpsActivity(orgId: number, timeCardId: number) {
  return useQuery({
    queryKey: [...keys.org(orgId).timeCards.one(timeCardId), 'gps-activity'],
    queryFn: ({ signal }) =>
      request(
        'timeCardGpsActivity',
        { params: { org_id: orgId, time_card_id: timeCardId } },
        { signal },
      ),
  });
}
