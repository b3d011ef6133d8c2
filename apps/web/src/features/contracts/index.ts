// The contracts feature's public entry: what another feature may use of it.
export { ContractsSection } from './components/contracts-section';
