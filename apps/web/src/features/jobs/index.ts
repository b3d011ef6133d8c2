// The jobs feature's public entry: what other features may use (docs/decisions/feature-routes-tabs-and-public-entries.md).
export { JobPicker, type PickedJob } from './components/job-picker';
