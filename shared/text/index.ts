export { filledText, hasText, slug } from './text';
