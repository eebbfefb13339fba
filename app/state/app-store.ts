import type { TokenType } from '../../contract/auth';
import type { Profile } from '../../contract/profile';
import { DEFAULT_TIMEZONE } from '../../contract/reference-lists';
import { createStore, useStore } from './create-store';

/** ending: a sign-out is leaving the signed-in pages; they render nothing meanwhile. */
export type SessionStatus = 'booting' | 'anonymous' | 'authenticated' | 'ending';
export type ModalName = 'downloadApp' | 'billing';

/** Application state of core.md 3 that is not server data (server data lives in TanStack Query). */
export type AppState = {
  session: SessionStatus;
  /** The signed-in user's profile (GET /me), loaded by the session bootstrap. */
  currentUser: Profile | null;
  /** Why the last sign-in or session ended; shown on the login page. */
  loginError: string | null;
  selectedOrgId: number | null;
  /** The `typ` claim of the access token: impersonated sessions get a banner. */
  tokenType: TokenType | null;
  /** The profile's time zone replaces the default after login. */
  timezone: string;
  isRefreshingToken: boolean;
  isFetching: boolean;
  fetchingMessage: string | null;
  modals: Record<ModalName, boolean>;
  /** The silenced render errors of core.md 8 open the fatal error modal. */
  fatalError: { message: string; referenceId: string } | null;
  upgradeAppCommand: 'no' | 'yes';
};

export const INITIAL_APP_STATE: AppState = {
  session: 'booting',
  currentUser: null,
  loginError: null,
  selectedOrgId: null,
  tokenType: null,
  timezone: DEFAULT_TIMEZONE,
  isRefreshingToken: false,
  isFetching: false,
  fetchingMessage: null,
  modals: { downloadApp: false, billing: false },
  fatalError: null,
  upgradeAppCommand: 'no',
};

export const appStore = createStore<AppState>(INITIAL_APP_STATE);

export function useAppState<S>(selector: (state: AppState) => S): S {
  return useStore(appStore, selector);
}

// Several screens may fetch at once; the spinner stays until the last one ends and shows the
// newest message.
let fetchingTasks: { id: number; message: string | null }[] = [];
let nextTaskId = 1;

/** Shows the full-screen spinner with a message until the returned function is called. */
export function startFetching(message: string | null = null): () => void {
  const id = nextTaskId++;
  fetchingTasks = [...fetchingTasks, { id, message }];
  publishFetching();
  return () => {
    fetchingTasks = fetchingTasks.filter((task) => task.id !== id);
    publishFetching();
  };
}

function publishFetching(): void {
  const last = fetchingTasks[fetchingTasks.length - 1];
  appStore.setState({
    isFetching: fetchingTasks.length > 0,
    fetchingMessage: last?.message ?? null,
  });
}

export function openModal(name: ModalName): void {
  appStore.setState((state) => ({ modals: { ...state.modals, [name]: true } }));
}

export function closeAllModals(): void {
  appStore.setState({ modals: { ...INITIAL_APP_STATE.modals } });
}

/** Back to a signed-out state; the login error survives so the login page can explain why. */
export function resetAppStateForSignOut(): void {
  fetchingTasks = [];
  appStore.setState((state) => ({
    ...INITIAL_APP_STATE,
    session: 'anonymous',
    loginError: state.loginError,
    upgradeAppCommand: state.upgradeAppCommand,
  }));
}
