// The clients feature's public entry: what other features may use (docs/decisions/feature-public-entries.md).
export { clientQuery } from './api/get-client';
export { ClientPicker, type PickedClient } from './components/client-picker';
