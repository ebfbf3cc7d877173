export { PHONE_INVALID_MESSAGE, filterPhoneTyping, isValidPhone, normalizePhone, phoneError } from './phone';
