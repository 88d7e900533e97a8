export type { DropdownOption } from './types';
export { OptionContent, checkedTone } from './OptionContent';
export { optionStyles, panelStyles } from './Dropdown.styles';
