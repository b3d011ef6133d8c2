// The questionnaires feature's public entry: what other features and app/ may use.
export { QuestionnairesTab } from './components/questionnaires-tab';
