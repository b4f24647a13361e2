import { lineIcon } from './icon';

export const Check = /* @__PURE__ */ lineIcon('M20 6 9 17l-5-5');
