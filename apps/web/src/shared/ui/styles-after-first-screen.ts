// The Mantine styles /login's first screen does not draw (app/styles.ts has those): imported by what
// can show them, i.e. every route past /login (app/query/query-layout.tsx), the toasts and modals
// host (overlays.tsx) and the plans frame's dialog, so the first stylesheet stays small. They load
// after app/styles.ts, in Mantine's order: the building blocks, then the components that extend them.
// contrast.css still wins where it must, by a more specific selector, not by coming last.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/InlineInput.css';

import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/notifications/styles.css';
// And one correction of Mantine's own: a row of tabs scrolls rather than wraps (issue 31).
import './tabs-one-row.css';
