import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { ColorSchemeSwitcher } from '../../../design-system/color-scheme-switcher/color-scheme-switcher';
import { useColorSchemeOptions } from './color-scheme-options';
import { PersonalSettingsFrame } from './personal-settings-frame';

/**
 * /personal/settings/appearance: light, dark or following the system, when the selected
 * organisation offers colour schemes (enable_color_scheme_options); otherwise it says the
 * organisation is shown in the light scheme.
 */
export default function AppearanceScreen() {
  const options = useColorSchemeOptions();
  return (
    <PersonalSettingsFrame>
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>
            {options.isOffered
              ? 'Choose how Crewcard looks on this device. Auto follows your system setting.'
              : 'How Crewcard looks on this device.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {options.isOffered ? (
            <ColorSchemeSwitcher hideLabel />
          ) : (
            <p className="text-sm text-text">
              {options.orgName} uses the light colour scheme: colour scheme options are not turned
              on for this organisation.
            </p>
          )}
        </CardContent>
      </Card>
    </PersonalSettingsFrame>
  );
}
