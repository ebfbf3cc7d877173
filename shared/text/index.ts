export { filledText, hasText } from './text';
