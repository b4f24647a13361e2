import { lineIcon } from './icon';

export const Menu = /* @__PURE__ */ lineIcon('M4 5h16M4 12h16M4 19h16');
