// Mantine draws the selected segment with its FloatingIndicator, whose styles (top: 0, left: 0) are
// in a file of their own. Without them the pill sat at its static place, the control's padding in,
// and was clipped at the far edge (issue 31). Every SegmentedControl comes from here (a lint rule).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';

export { SegmentedControl } from '@mantine/core';
