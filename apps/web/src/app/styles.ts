// Mantine's styles per component, not the whole kit (docs/architecture.md: keep the bundle small).
// Only what the first screen of /login and /signup and the signed-in frame draw is here; the rest
// loads with the first page or overlay that can show it (shared/ui/styles-after-first-screen.ts).
// Order matters: the base layers, then the building blocks other components extend (Mantine's
// documented order), then the components themselves; a later rule wins at equal specificity.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './fonts.css';

import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';

import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

// Last, so it wins: contrast adjustments over Mantine's defaults.
import './contrast.css';
