export { currentMenu, menuGroups, type MenuCategoryRef, type MenuGroup, type MenuLike, type MenuProduct } from './menu';
