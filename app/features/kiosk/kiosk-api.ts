import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskClock } from '../../../contract/kiosk';
import { request, requestForm } from '../../api/client';
import { keys } from '../../api/keys';
import { uuid } from '../../lib/uuid';
import { kioskAuthorization } from './kiosk-token';

/**
 * The kiosk's calls: the administrators' (kiosks, members' PINs) under the organisation's keys,
 * and the device's, sent with its kiosk token instead of a session.
 */

const kiosksKey = (orgId: number) => [...keys.org(orgId).summary, 'kiosks'] as const;
const pinKey = (orgId: number, employeeId: number) =>
  [...keys.org(orgId).summary, 'kiosk-pin', employeeId] as const;

/** GET /orgs/{org_id}/kiosks. */
export function useKiosks(orgId: number, enabled = true) {
  return useQuery({
    queryKey: kiosksKey(orgId),
    queryFn: ({ signal }) =>
      request('kiosks', { params: { org_id: orgId } }, { signal, redirectOn403: false }),
    enabled,
  });
}

export function useOpenKiosk(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      request('createKiosk', { params: { org_id: orgId }, body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: kiosksKey(orgId) }),
  });
}

export function useRevokeKiosk(orgId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kioskId: number) =>
      request('revokeKiosk', { params: { org_id: orgId, kiosk_id: kioskId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: kiosksKey(orgId) }),
  });
}

/** GET …/employee/{employee_id}/kiosk_pin: whether the member has a PIN. */
export function useKioskPin(orgId: number, employeeId: number, enabled = true) {
  return useQuery({
    queryKey: pinKey(orgId, employeeId),
    queryFn: ({ signal }) =>
      request(
        'kioskPin',
        { params: { org_id: orgId, employee_id: employeeId } },
        { signal, redirectOn403: false },
      ),
    enabled,
  });
}

export function useSetKioskPin(orgId: number, employeeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string | null) =>
      pin === null
        ? request('clearKioskPin', { params: { org_id: orgId, employee_id: employeeId } })
        : request('setKioskPin', {
            params: { org_id: orgId, employee_id: employeeId },
            body: { pin },
          }),
    onSuccess: (answer) => client.setQueryData(pinKey(orgId, employeeId), { data: answer.data }),
  });
}

// The device's calls.

/** GET /kiosk: the kiosk this device's token names. */
export function useKioskDevice(token: string | null) {
  return useQuery({
    queryKey: ['kiosk-device', token],
    queryFn: ({ signal }) =>
      request('kioskDevice', undefined, { signal, authorization: kioskAuthorization(token!) }),
    enabled: token !== null,
    retry: false,
  });
}

export function identifyAtKiosk(token: string, pin: string) {
  return request('kioskIdentify', { body: { pin } }, { authorization: kioskAuthorization(token) });
}

/** POST /kiosk/photo: the member's photo (the PIN first, then the image), for their next action. */
export async function photoAtKiosk(token: string, pin: string, photo: File): Promise<number> {
  const form = new FormData();
  form.append('pin', pin);
  form.append('file', photo, photo.name);
  const answer = await requestForm('kioskPhoto', form, {
    authorization: kioskAuthorization(token),
  });
  return answer.data.photo_file_attachment_id;
}

type ClockBody = Omit<KioskClock, 'confirm_over_24_hours'> & { confirm_over_24_hours?: boolean };

/** One action keeps one Idempotency-Key through its retries (weak signal at the gate). */
export function clockAtKiosk(token: string, body: ClockBody, key: string = uuid()) {
  return request(
    'kioskClock',
    { body },
    { authorization: kioskAuthorization(token), idempotencyKey: key },
  );
}
