export { ParameterTable } from './ParameterTable';
export type { ParameterTableProps, PropertyEntry, PropertyAttribute } from './ParameterTable';
