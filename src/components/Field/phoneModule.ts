/** What the tel field loads on demand: numbering plans, countries and the prefix picker. */
export { PhonePrefixPicker } from './PhonePrefixPicker';
export { phonePrefixOptionsFor } from '../../lib/countries';
export {
  callingCodeOf,
  normalizePhoneNumber,
  readPhoneInput,
  validatePhoneValue,
} from '../../lib/phone';
