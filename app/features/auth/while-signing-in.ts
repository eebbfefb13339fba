import { appStore } from '../../state/app-store';

/**
 * Runs a sign-in call of the /login forms: clears the page's sign-in error and reports "signing
 * in" meanwhile, so the screen does not redirect away before the answer is handled.
 */
export async function whileSigningIn(
  onSigningIn: (value: boolean) => void,
  signIn: () => Promise<void>,
): Promise<void> {
  appStore.setState({ loginError: null });
  onSigningIn(true);
  try {
    await signIn();
  } finally {
    onSigningIn(false);
  }
}
