import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { ColorSchemeSwitcher } from '../../../design-system/color-scheme-switcher/color-scheme-switcher';
import { PersonalSettingsFrame } from './personal-settings-frame';

/** /personal/settings/appearance: light, dark or following the system. */
export default function AppearanceScreen() {
  return (
    <PersonalSettingsFrame>
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>
            Choose how Crewcard looks on this device. Auto follows your system setting.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ColorSchemeSwitcher hideLabel />
        </CardContent>
      </Card>
    </PersonalSettingsFrame>
  );
}
