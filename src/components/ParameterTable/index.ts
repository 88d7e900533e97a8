export { ParameterTable, defaultParameterTableLabels } from './ParameterTable';
export type {
  ParameterTableLabels,
  ParameterTableProps,
  PropertyEntry,
  PropertyAttribute,
} from './ParameterTable';
