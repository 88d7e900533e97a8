/**
 * `@tessera/react/testing`: test doubles for apps that use Tessera. They live apart from the
 * main entry so that production bundles never carry them and the main API stays about the UI.
 */
export { createScriptedTransport } from './lib/upload/scriptedTransport';
export type {
  ScriptedTransport,
  ScriptedTransportOptions,
  ProcessScript,
  ScriptOutcome,
} from './lib/upload/scriptedTransport';
