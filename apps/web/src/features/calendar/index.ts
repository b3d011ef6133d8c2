// The calendar feature's public entry: what other features may use (docs/decisions/feature-public-entries.md).
export { OverlapWarning } from './components/overlap-warning';
export { useOverlapCheck } from './hooks/use-overlap-check';
