import { Spinner } from '../../design-system/spinner/spinner';

/**
 * What a screen shows while its code or its first data loads. Its own file: screens import it,
 * and reaching it through the route gate (which reads the route table, which loads the screens)
 * made an import cycle.
 */
export function ScreenFallback() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  );
}
